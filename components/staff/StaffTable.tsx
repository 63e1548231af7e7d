'use client';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
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
import { useTranslations } from 'next-intl';
import type { StaffMember } from '@/lib/contract';

interface Props {
  staff: StaffMember[];
  /** Location names by id, to show where each member works. */
  locationNames: ReadonlyMap<string, string>;
  onViewAs: (member: StaffMember) => void;
  onEdit: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
}

export function StaffTable({ staff, locationNames, onViewAs, onEdit, onDelete }: Props) {
  const t = useTranslations('staff');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.name')}</TableCell>
            <TableCell>{t('table.email')}</TableCell>
            <TableCell>{t('table.role')}</TableCell>
            <TableCell>{t('table.locations')}</TableCell>
            <TableCell align="right">{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member._id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {member.name}
                {member.invitation_pending && (
                  <Chip size="small" variant="outlined" label={t('table.invited')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.user.email}</TableCell>
              <TableCell>{t(`form.roles.${member.role}`)}</TableCell>
              <TableCell>
                {member.locations.map((l) => locationNames.get(l.location_id) ?? t('form.locationUnknown')).join(', ')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* The browser's own tooltip (title): MUI's would bring its positioning engine to the page. */}
                <IconButton
                  title={t('actions.viewAs')}
                  aria-label={t('actions.viewAsNamed', { name: member.name })}
                  onClick={() => onViewAs(member)}
                >
                  <Visibility />
                </IconButton>
                <IconButton
                  title={t('actions.edit')}
                  aria-label={t('actions.editNamed', { name: member.name })}
                  onClick={() => onEdit(member)}
                >
                  <Edit />
                </IconButton>
                <IconButton
                  title={t('actions.delete')}
                  aria-label={t('actions.deleteNamed', { name: member.name })}
                  onClick={() => onDelete(member)}
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
