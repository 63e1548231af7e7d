'use client';
import { useTranslations } from 'next-intl';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';
import styles from './report-member-filter.module.css';

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
    <NativeSelectField
      size="small"
      // As the theme's text fields beside it (the daily limit): full width, normal margin.
      fullWidth
      margin="normal"
      label={label}
      value={value ?? EVERYONE}
      onChange={(chosen) => onChange(chosen === EVERYONE ? null : chosen)}
      disabled={!members && !value}
      className={styles.memberFilter}
      options={[
        { value: EVERYONE, label: t('everyone') },
        ...(members ?? []).map((m) => ({ value: m.staff_id, label: m.name })),
        ...(!known && value ? [{ value, label: members ? t('unknown') : t('selected') }] : []),
      ]}
    />
  );
}
