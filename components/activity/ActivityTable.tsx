'use client';
import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslations } from 'next-intl';
import { AuditEntryText } from '@/components/ui/audit/AuditEntryText';
import { useAuditText } from '@/components/ui/audit/use-audit-text';
import { useAuditTime } from '@/components/ui/audit/use-audit-time';
import type { AuditEntry } from '@/lib/contract/audit';
import { PAGE_SIZES } from './activity-url';
import { ActivityPagination } from './ActivityPagination';

interface Props {
  entries: AuditEntry[];
  total: number;
  loading: boolean;
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  onPage: (page: number, perPage: number) => void;
}

/**
 * One page of the log, newest first: when (the location's clock), who (name and role) and what in
 * plain words. A table rather than the data grid: each row's sentences wrap to any length, which
 * the grid's fixed row height does not allow, and MUI's table costs the page next to nothing.
 */
export function ActivityTable({ entries, total, loading, page, perPage, onPage }: Props) {
  const t = useTranslations('activity');
  const text = useAuditText();
  const when = useAuditTime();
  return (
    <Box>
      {/* Space kept for the bar, so the list does not jump when a page loads. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table aria-label={t('listLabel')} size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { sm: 180 } }}>{t('columns.when')}</TableCell>
              <TableCell sx={{ width: { sm: 180 } }}>{t('columns.who')}</TableCell>
              <TableCell>{t('columns.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry._id} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  <Typography variant="body2">{when(entry.at)}</Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{entry.actor?.name ?? text.system}</Typography>
                  {entry.actor && (
                    <Typography variant="caption" color="text.secondary">
                      {text.role(entry.actor.role)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <AuditEntryText text={text.describe(entry)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ActivityPagination total={total} page={page} perPage={perPage} sizes={PAGE_SIZES} onPage={onPage} />
      </TableContainer>
    </Box>
  );
}
