'use client';
import { useTranslations } from 'next-intl';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import type { HistoryStatusFilter } from '@/lib/api/orders';
import { HISTORY_MAX_DAYS } from '@/lib/contract';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';
import { SearchBox } from '@/components/ui/SearchBox';
import { iconPaths } from '@/components/ui/icon-paths';
import toolbar from '@/components/ui/list-toolbar.module.css';
import { plainButtonClass, PlainStartIcon } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import styles from './history.module.css';
import { STATUS_FILTERS } from './history-url';

interface Props {
  range: DateRangeValue;
  timeZone: string;
  search: string;
  status: HistoryStatusFilter | undefined;
  exportHref: string;
  onRange: (range: DateRangeValue) => void;
  onSearch: (text: string) => void;
  onStatus: (status: HistoryStatusFilter | undefined) => void;
}

/** Range, search, status and the CSV of exactly what the filters select. */
export function HistoryFilters({ range, timeZone, search, status, exportHref, onRange, onSearch, onStatus }: Props) {
  const t = useTranslations('orders.history');
  const ts = useTranslations('orders.statusFilter');
  return (
    <div className={styles.filters}>
      <DateRangeFilter value={range} timeZone={timeZone} onChange={onRange} maxDays={HISTORY_MAX_DAYS} />
      <div className={toolbar.toolbar}>
        <SearchBox value={search} label={t('search')} placeholder={t('searchPlaceholder')} onSearch={onSearch} />
        <NativeSelectField
          size="small"
          label={t('status')}
          value={status ?? 'all'}
          onChange={(chosen) => onStatus(chosen === 'all' ? undefined : (chosen as HistoryStatusFilter))}
          options={[{ value: 'all', label: ts('all') }, ...STATUS_FILTERS.map((s) => ({ value: s, label: ts(s) }))]}
          style={{ minWidth: 180 }}
        />
        <a href={exportHref} download className={plainButtonClass({ variant: 'outlined' }, toolbar.end)}>
          <PlainStartIcon>
            <PlainIcon path={iconPaths.download} />
          </PlainStartIcon>
          {t('export')}
        </a>
      </div>
    </div>
  );
}
