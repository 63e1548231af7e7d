'use client';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import { RowEditDeleteCell } from '@/components/ui/RowEditDeleteCell';
import type { BlockedDate } from '@/lib/contract/store';
import { usePeriodText } from '@/components/ui/use-period-text';

interface Props<B extends BlockedDate> {
  blockedDates: B[];
  onEdit: (blockedDate: B) => void;
  onDelete: (blockedDate: B) => void;
}

/** The location's blocked dates: the days, the reason, the services without scheduled orders. */
export function BlockedDateTable<B extends BlockedDate>({ blockedDates, onEdit, onDelete }: Props<B>) {
  const t = useTranslations('storeSetup.blockedDates');
  const services = useTranslations('storeSetup.serviceNames');
  const period = usePeriodText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.dates')}</TableCell>
            <TableCell>{t('table.reason')}</TableCell>
            <TableCell>{t('table.services')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {blockedDates.map((b) => {
            const when = period(b.from_date, b.to_date);
            return (
              <TableRow key={b._id} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {when}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{b.reason}</TableCell>
                <TableCell>{b.services.map((s) => services(s)).join(', ')}</TableCell>
                <RowEditDeleteCell
                  editTitle={t('table.edit')}
                  deleteTitle={t('table.delete')}
                  editLabel={t('table.editNamed', { when })}
                  deleteLabel={t('table.deleteNamed', { when })}
                  onEdit={() => onEdit(b)}
                  onDelete={() => onDelete(b)}
                />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
