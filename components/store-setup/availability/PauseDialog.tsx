'use client';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { ApiError } from '@/lib/api/api-error';
import { useSetStoreAvailability } from '@/lib/api/store-availability';
import { storeServices, type StoreService } from '@/lib/contract/store';
import { PAUSE_MESSAGE_MAX, pauseEnd } from '@/lib/contract/store-availability';
import { addDays, dayInZone } from '@/lib/dates';
import { AffectedOrders } from '../AffectedOrders';
import { pauseChoices, pauseDefaults, pauseForm, pauseLengthOf, toRequest } from './schema';

export interface PauseDialogProps {
  /** The services to pause (one, or all three). */
  services: StoreService[];
  onClose: () => void;
}

const currentTime = () => new Date();

/**
 * Pause ordering for some services: how long, and the message customers see. Before saving it
 * lists the scheduled orders already placed that fall in the pause. Mounted per opening.
 */
export function PauseDialog({ services, onClose }: PauseDialogProps) {
  const t = useTranslations('storeSetup.availability.form');
  const tn = useTranslations('storeSetup.serviceNames');
  const { timeZone } = useCurrentLocation();
  const save = useSetStoreAvailability();
  const { form, dialog } = useDialogForm(pauseForm, pauseDefaults, ['message']);
  // The pause starts when the dialog opens, as far as the orders it covers go.
  const [now] = useState(currentTime);
  const [length, until] = useWatch({ control: form.control, name: ['length', 'until'] });
  const chosen = pauseLengthOf(length, until);
  const end = chosen && timeZone ? pauseEnd(chosen, now, timeZone) : null;
  const tomorrow = addDays(dayInZone(now, timeZone ?? undefined), 1);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      toRequest(services, values),
      dialog.sending({
        // The day of a pause is checked on the server (after today, at most 90 days): its error goes on the day.
        onFailure: (err) => {
          const text = err instanceof ApiError ? err.fieldErrors.pause?.[0] : undefined;
          if (text) form.setError('until', { type: 'server', message: text }, { shouldFocus: true });
          return !!text;
        },
      }),
    ),
  );
  const which = services.length === storeServices.length ? t('allServices') : services.map((s) => tn(s)).join(', ');

  return (
    <FormDialog
      {...dialog.props}
      busy={save.isPending}
      onSubmit={onSubmit}
      maxWidth="sm"
      onExited={onClose}
      title={t('title', { services: which })}
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={form.control}
          name="length"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="pause-length">{t('length')}</FormLabel>
              <RadioGroup {...field} aria-labelledby="pause-length">
                {pauseChoices.map((c) => (
                  <FormControlLabel key={c} value={c} control={<Radio />} label={t(`lengths.${c}`)} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {length === 'until' && (
          <FormTextField
            control={form.control}
            name="until"
            type="date"
            label={t('untilDay')}
            hint={t('untilHint')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
          />
        )}
        <FormTextField
          control={form.control}
          name="message"
          label={t('message')}
          hint={t('messageHint', { max: PAUSE_MESSAGE_MAX })}
          fullWidth
          multiline
          minRows={2}
        />
        {end && <AffectedOrders from={now.toISOString()} to={end.toISOString()} services={services} />}
      </Stack>
    </FormDialog>
  );
}
