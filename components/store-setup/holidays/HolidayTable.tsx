'use client';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import { RowEditDeleteCell } from '@/components/ui/RowEditDeleteCell';
import type { Holiday } from '@/lib/contract/store';
import { usePeriodText } from '@/components/ui/use-period-text';

interface Props {
  holidays: Holiday[];
  onEdit: (holiday: Holiday) => void;
  onDelete: (holiday: Holiday) => void;
}

/** The location's holidays: name, days, closed or special hours, the services they cover. */
export function HolidayTable({ holidays, onEdit, onDelete }: Props) {
  const t = useTranslations('storeSetup.holidays');
  const services = useTranslations('storeSetup.serviceNames');
  const period = usePeriodText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{t('table.dates')}</TableCell>
            <TableCell>{t('table.hours')}</TableCell>
            <TableCell>{t('table.services')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holidays.map((h) => (
            <TableRow key={h._id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {h.name}
              </TableCell>
              <TableCell>{period(h.from_date, h.to_date)}</TableCell>
              <TableCell>
                {h.closed ? t('table.closed') : h.hours.map((w) => `${w.opens_at}–${w.closes_at}`).join(', ')}
              </TableCell>
              <TableCell>{h.services.map((s) => services(s)).join(', ')}</TableCell>
              <RowEditDeleteCell
                editTitle={t('table.edit')}
                deleteTitle={t('table.delete')}
                editLabel={t('table.editNamed', { name: h.name })}
                deleteLabel={t('table.deleteNamed', { name: h.name })}
                onEdit={() => onEdit(h)}
                onDelete={() => onDelete(h)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
