'use client';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import type { HistoryStatusFilter } from '@/lib/api/orders';
import { HISTORY_MAX_DAYS } from '@/lib/contract';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';
import { SearchBox } from '@/components/ui/SearchBox';
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
    <Stack spacing={2} sx={{ mb: 2 }}>
      <DateRangeFilter value={range} timeZone={timeZone} onChange={onRange} maxDays={HISTORY_MAX_DAYS} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <SearchBox value={search} label={t('search')} placeholder={t('searchPlaceholder')} onSearch={onSearch} />
        <NativeSelectField
          size="small"
          label={t('status')}
          value={status ?? 'all'}
          onChange={(chosen) => onStatus(chosen === 'all' ? undefined : (chosen as HistoryStatusFilter))}
          options={[{ value: 'all', label: ts('all') }, ...STATUS_FILTERS.map((s) => ({ value: s, label: ts(s) }))]}
          style={{ minWidth: 180 }}
        />
        <Button
          component="a"
          href={exportHref}
          download
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('export')}
        </Button>
      </Stack>
    </Stack>
  );
}
