'use client';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Location } from '@/lib/contract/account';

interface Props {
  locations: Location[];
  onEdit: (l: Location) => void;
  onDelete: (l: Location) => void;
}

/** The business's locations: name (primary marked), address, phone, time zone, actions. */
export function LocationTable({ locations, onEdit, onDelete }: Props) {
  const t = useTranslations('locations.table');
  return (
    <Table size="small" aria-label={t('label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{t('address')}</TableCell>
          <TableCell>{t('phone')}</TableCell>
          <TableCell>{t('timeZone')}</TableCell>
          <TableCell align="right">{t('actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {locations.map((l) => (
          <TableRow key={l._id}>
            <TableCell>
              {l.name} {l.is_primary && <Chip size="small" label={t('primary')} sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell>
              {[l.address.street, l.address.city, l.address.state_province_details?.name].filter(Boolean).join(', ')}
            </TableCell>
            <TableCell>{l.contact.phone_number}</TableCell>
            <TableCell>{l.timezone.replaceAll('_', ' ')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton aria-label={t('edit', { name: l.name })} onClick={() => onEdit(l)}>
                <EditOutlined />
              </IconButton>
              <IconButton aria-label={t('delete', { name: l.name })} onClick={() => onDelete(l)}>
                <DeleteOutlined />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
