'use client';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import {
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import type { Tax } from '@/lib/contract';

interface Props {
  taxes: Tax[];
  onEdit: (tax: Tax) => void;
  onDelete: (tax: Tax) => void;
}

export function TaxTable({ taxes, onEdit, onDelete }: Props) {
  const t = useTranslations('taxes');
  const format = useFormatter();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell align="right">{t('table.rate')}</TableCell>
            <TableCell>{t('table.default')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {taxes.map((tax) => (
            <TableRow key={tax._id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {tax.name}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('table.rateValue', { rate: format.number(tax.rate, { maximumFractionDigits: 3 }) })}
              </TableCell>
              <TableCell>
                {tax.is_default && <Chip size="small" color="primary" label={t('table.defaultChip')} />}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* The browser's own tooltip (title): MUI's would bring its positioning engine to the page. */}
                <IconButton
                  title={t('actions.edit')}
                  aria-label={t('actions.editNamed', { name: tax.name })}
                  onClick={() => onEdit(tax)}
                >
                  <Edit />
                </IconButton>
                <IconButton
                  title={t('actions.delete')}
                  aria-label={t('actions.deleteNamed', { name: tax.name })}
                  onClick={() => onDelete(tax)}
                >
                  <DeleteOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
