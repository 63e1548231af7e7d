'use client';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { paths } from '@/lib/paths';
import { timesheetsQuery, useDeleteTimesheet } from '@/lib/api/timesheets';
import type { Timesheet } from '@/lib/contract';
import { hoursText } from './time-text';

/** The form (and its zod schema) loads when a shift is first added or edited. */
const ShiftDialog = dynamic(() => import('./ShiftDialog').then((m) => m.ShiftDialog), { ssr: false });

/** /manage/timesheets: one day's shifts at the current location, per member with the day's total. */
export function TimesheetManager({ initialDate }: { initialDate: string }) {
  const t = useTranslations('timesheets');
  const [date, setDate] = useState(initialDate);
  const day = useQuery(timesheetsQuery(date));
  const remove = useDeleteTimesheet();
  const [editing, setEditing] = useState<{ shift: Timesheet | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Timesheet | null>(null);

  const staff = day.data?.staff ?? [];
  const shiftText = (s: Timesheet) =>
    s.to === null
      ? t('shift.open', { from: s.from })
      : t(s.ends_next_day ? 'shift.nextDay' : 'shift.range', { from: s.from, to: s.to });

  let body;
  if (day.isPending) body = <ListSkeleton label={t('loading')} rowHeight={64} spacing={1} />;
  else if (isFirstLoadFailure(day))
    body = <ListError message={day.error.message} retryLabel={t('retry')} onRetry={() => void day.refetch()} />;
  else if (staff.length === 0)
    body = (
      <ListEmpty
        title={t('noStaff.title')}
        text={t('noStaff.text')}
        action={
          <Button href={paths.employees} variant="outlined">
            {t('noStaff.action')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack spacing={2}>
        {staff.map((m) => {
          const shifts = day.data!.timesheets.filter((s) => s.staff_id === m.staff_id);
          const name = m.name || m.email;
          return (
            <Card key={m.staff_id} variant="outlined" component="section" aria-label={name}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {name}
                  </Typography>
                  <Typography variant="body2">{t('total', { hours: hoursText(m.total_minutes) })}</Typography>
                </Stack>
                {shifts.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('noShift')}
                  </Typography>
                ) : (
                  <List dense disablePadding>
                    {shifts.map((s) => (
                      <ListItem
                        key={s.id}
                        disableGutters
                        secondaryAction={
                          <>
                            <IconButton
                              aria-label={t('edit', { shift: shiftText(s) })}
                              onClick={() => setEditing({ shift: s })}
                            >
                              <EditOutlined />
                            </IconButton>
                            <IconButton
                              aria-label={t('delete.button', { shift: shiftText(s) })}
                              onClick={() => setDeleting(s)}
                            >
                              <DeleteOutline />
                            </IconButton>
                          </>
                        }
                      >
                        <ListItemText
                          primary={shiftText(s)}
                          secondary={s.minutes === null ? t('stillOpen') : hoursText(s.minutes)}
                        />
                        {s.missed_clock_out && (
                          <Chip size="small" color="warning" label={t('missedClockOut')} sx={{ mr: 10 }} />
                        )}
                      </ListItem>
                    ))}
                  </List>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <PlainOutlinedField
          type="date"
          label={t('day')}
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          style={{ maxWidth: 220 }}
        />
        <Button
          variant="contained"
          startIcon={<Add />}
          disabled={staff.length === 0}
          onClick={() => setEditing({ shift: undefined })}
        >
          {t('create')}
        </Button>
      </Stack>
      {body}
      {editing && <ShiftDialog shift={editing.shift} date={date} staff={staff} onClose={() => setEditing(null)} />}
      <LazyConfirmDialog
        open={deleting !== null}
        title={deleting ? t('delete.title', { shift: shiftText(deleting) }) : ''}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
