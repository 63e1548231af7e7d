'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import { iconPaths } from '@/components/ui/icon-paths';
import { plainButtonClass, PlainStartIcon } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { SearchBox } from '@/components/ui/SearchBox';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { presetRange } from '@/lib/dates';
import toolbar from '@/components/ui/list-toolbar.module.css';

// The range select and its menu stay off the page's first load (tests/perf/budgets.ts): all time,
// the default, needs nothing from them until a merchant picks a period.
const DateRangeFilter = dynamic(() => import('@/components/ui/DateRangeFilter').then((m) => m.DateRangeFilter), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" width={170} height={40} />,
});

interface Props {
  search: string;
  /** The period the figures cover; null: all time. */
  range: DateRangeValue | null;
  /** The location's zone: "last month" is the restaurant's. */
  timeZone: string;
  /** The CSV of the list as searched and ranged. */
  exportHref: string;
  onSearch: (text: string) => void;
  onRange: (range: DateRangeValue | null) => void;
}

/**
 * The search (sent once typing pauses), the period of the figures (all time until one is chosen:
 * last month's best customers are a sort away) and the CSV of exactly what they select.
 */
export function CustomersToolbar({ search, range, timeZone, exportHref, onSearch, onRange }: Props) {
  const t = useTranslations('customers');
  // All time has no days; Custom chosen from it starts from this month so far.
  const shown = range ?? { preset: 'custom' as const, ...presetRange('this_month', new Date(), timeZone)! };
  return (
    <div className={toolbar.toolbar}>
      <SearchBox value={search} label={t('search')} placeholder={t('searchPlaceholder')} onSearch={onSearch} />
      <DateRangeFilter
        value={shown}
        timeZone={timeZone}
        onChange={onRange}
        maxDays={HISTORY_MAX_DAYS}
        allTime={{ chosen: !range, onChoose: () => onRange(null) }}
      />
      <a href={exportHref} download className={plainButtonClass({ variant: 'outlined' }, toolbar.end)}>
        <PlainStartIcon>
          <PlainIcon path={iconPaths.download} />
        </PlainStartIcon>
        {t('export')}
      </a>
    </div>
  );
}
