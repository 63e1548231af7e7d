'use client';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Skeleton, Stack } from '@mui/material';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';
import { auditActions, auditEntityTypes, type AuditAction, type AuditEntityType } from '@/lib/contract/plain/audit';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { presetRange } from '@/lib/dates';

// The range select and its menu stay off the page's first load (tests/perf/budgets.ts): all time,
// the default, needs nothing from them until a merchant picks a period.
const DateRangeFilter = dynamic(() => import('@/components/ui/DateRangeFilter').then((m) => m.DateRangeFilter), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" width={170} height={40} />,
});

/** The filter selects' value for "no filter". */
const ALL = 'all';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The first choice, which filters nothing. */
  allLabel: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}

/**
 * One of the filters: a small select whose first choice is "all". The browser's own select: MUI's
 * would put its menu, popover and modal on the page's first load (issue 11).
 */
function FilterSelect<T extends string>({ label, allLabel, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <NativeSelectField<T | typeof ALL>
      size="small"
      label={label}
      value={value ?? ALL}
      onChange={(v) => onChange(v === ALL ? undefined : (v as T))}
      options={[{ value: ALL, label: allLabel }, ...options]}
      style={{ minWidth: 170 }}
    />
  );
}

interface Props {
  actor: string;
  /** GET audit/actors; undefined while it loads. */
  actors: readonly { user_id: string; name: string }[] | undefined;
  entityType: AuditEntityType | undefined;
  action: AuditAction | undefined;
  /** null: all time. */
  range: DateRangeValue | null;
  /** The location's zone: "last week" is the restaurant's. */
  timeZone: string;
  /** The CSV of the list as filtered. */
  exportHref: string;
  onActor: (actor: string) => void;
  onEntityType: (type: AuditEntityType | undefined) => void;
  onAction: (action: AuditAction | undefined) => void;
  onRange: (range: DateRangeValue | null) => void;
}

/** Person, entity type, action and period (the order history's presets), and the CSV of what they select. */
export function ActivityFilters(props: Props) {
  const { actor, actors, entityType, action, range, timeZone, exportHref } = props;
  const t = useTranslations('activity.filters');
  const ta = useTranslations('audit');
  const te = useTranslations('activity');
  // All time has no days; Custom chosen from it starts from this month so far.
  const shown = range ?? { preset: 'custom' as const, ...presetRange('this_month', new Date(), timeZone)! };
  // A person from an old link whose entries have since been pruned is still shown as chosen.
  const people =
    actors && actor && !actors.some((a) => a.user_id === actor) ? [...actors, { user_id: actor, name: actor }] : actors;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <FilterSelect
        label={t('person')}
        allLabel={t('everyone')}
        value={people ? actor || undefined : undefined}
        options={people?.map((a) => ({ value: a.user_id, label: a.name })) ?? []}
        onChange={(v) => props.onActor(v ?? '')}
      />
      <FilterSelect
        label={t('entityType')}
        allLabel={t('allTypes')}
        value={entityType}
        options={auditEntityTypes.map((type) => ({ value: type, label: ta(`entityTypes.${type}`) }))}
        onChange={props.onEntityType}
      />
      <FilterSelect
        label={t('action')}
        allLabel={t('allActions')}
        value={action}
        options={auditActions.map((a) => ({ value: a, label: ta(`actions.${a}`) }))}
        onChange={props.onAction}
      />
      <DateRangeFilter
        value={shown}
        timeZone={timeZone}
        onChange={props.onRange}
        maxDays={HISTORY_MAX_DAYS}
        allTime={{ chosen: !range, onChoose: () => props.onRange(null) }}
      />
      <Button
        component="a"
        href={exportHref}
        download
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        sx={{ ml: { sm: 'auto' } }}
      >
        {te('export')}
      </Button>
    </Stack>
  );
}
