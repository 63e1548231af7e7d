'use client';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import { RowEditDeleteCell } from '@/components/ui/RowEditDeleteCell';
import type { ReservationBlockDate } from '@/lib/contract/reservations';

interface Props<B extends ReservationBlockDate & { name: string }> {
  /** Each with its days written out as `name`. */
  blockDates: B[];
  onEdit: (blockDate: B) => void;
  onDelete: (blockDate: B) => void;
}

/** The days without bookings: when, why, and the actions. */
export function BlockDateTable<B extends ReservationBlockDate & { name: string }>({
  blockDates,
  onEdit,
  onDelete,
}: Props<B>) {
  const t = useTranslations('reservations.blockDates.table');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dates')}</TableCell>
            <TableCell>{t('reason')}</TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {blockDates.map((b) => (
            <TableRow key={b._id} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {b.name}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{b.reason}</TableCell>
              <RowEditDeleteCell
                editTitle={t('edit')}
                deleteTitle={t('delete')}
                editLabel={t('editNamed', { when: b.name })}
                deleteLabel={t('deleteNamed', { when: b.name })}
                onEdit={() => onEdit(b)}
                onDelete={() => onDelete(b)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
