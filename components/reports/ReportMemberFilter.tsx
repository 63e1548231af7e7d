'use client';
import { MenuItem, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';

interface Member {
  staff_id: string;
  name: string;
}

interface Props {
  /** The label ("Team member", "Driver"). */
  label: string;
  /** The location's members, from the report's reply; undefined until the first one has loaded. */
  members: readonly Member[] | undefined;
  /** One member's id, or null for everyone. */
  value: string | null;
  onChange: (staffId: string | null) => void;
}

const EVERYONE = '';

/**
 * One member of the location or everyone, for the staff reports (kept in the URL by the page).
 * A member the list does not know yet (before the first reply, or after a failure) or no longer
 * knows (a stale link: the report then fails on it) stays as an option of its own, so the select
 * shows a value and choosing Everyone is still a change.
 */
export function ReportMemberFilter({ label, members, value, onChange }: Props) {
  const t = useTranslations('reports.memberFilter');
  const known = !value || (members ?? []).some((m) => m.staff_id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? EVERYONE}
      onChange={(e) => onChange(e.target.value === EVERYONE ? null : e.target.value)}
      disabled={!members && !value}
      sx={{ minWidth: { sm: 220 } }}
      // Everyone is the empty value: without displayEmpty the select would show a blank box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={EVERYONE}>{t('everyone')}</MenuItem>
      {(members ?? []).map((m) => (
        <MenuItem key={m.staff_id} value={m.staff_id}>
          {m.name}
        </MenuItem>
      ))}
      {!known && value && <MenuItem value={value}>{members ? t('unknown') : t('selected')}</MenuItem>}
    </TextField>
  );
}
