'use client';
import { Stack } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LeaveDialog } from '@/components/ui/LeaveDialog';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useServerCopy } from '@/components/ui/form/use-server-copy';
import { useLeaveGuard } from '@/components/ui/use-leave-guard';
import { useSaveReservationSettings } from '@/lib/api/reservations';
import type { ReservationSettings, ReservationSettingsRequest, ReservationsReply } from '@/lib/contract/reservations';
import { BlockDates } from './BlockDates';
import { BookingRules } from './BookingRules';
import { Deposit } from './Deposit';
import { serverFields, toFormValues, type ReservationFormIn } from './form-values';
import { LazyBookingHours } from './LazyBookingHours';
import { Look } from './Look';
import { Messages } from './Messages';
import { SaveBar } from './SaveBar';

// The form checks what the API checks; the schema and zod load with the first check, not with the page.
const resolver = lazyZodResolver<ReservationFormIn, ReservationSettingsRequest>(() =>
  import('./form-schema').then((m) => m.reservationForm),
);

/**
 * The settings in one form (mounted with the server's copy) with a sticky Save bar and a question
 * before leaving with changes; the block dates below it are saved one by one in their dialog.
 */
export function SettingsForm({ loaded }: { loaded: ReservationSettings }) {
  const t = useTranslations('reservations');
  const locale = useLocale();
  const formId = useId();
  const save = useSaveReservationSettings();
  const form = useForm<ReservationFormIn, unknown, ReservationSettingsRequest>({
    resolver,
    defaultValues: toFormValues(loaded, locale),
  });
  const failure = useFormFailure(form.setError);
  const [uploading, setUploading] = useState(false);
  const { isDirty } = form.formState;
  const discard = () => form.reset(toFormValues(loaded, locale));
  // Leaving drops the changes: a location switch must not carry them to the next location's settings.
  const guard = useLeaveGuard(isDirty, discard);

  // A new server copy (another location's, or after a block date reloads it), or the page in another
  // language (the deposit's amount is written in it), fills the form unless the merchant typed.
  useServerCopy(loaded, isDirty, (copy) => form.reset(toFormValues(copy, locale)), locale);

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      body,
      failure.sending<ReservationsReply>({
        fields: serverFields(body.reservation_hours?.length ?? 0),
        // The reply is the server's copy: the form shows exactly what is stored.
        onSuccess: (reply) => form.reset(toFormValues(reply.reservations_settings, locale)),
      }),
    ),
  );

  return (
    <>
      <Stack
        component="form"
        id={formId}
        onSubmit={onSubmit}
        noValidate
        aria-busy={save.isPending}
        aria-label={t('formLabel')}
        spacing={3}
      >
        <FailureAlert message={failure.message} />
        <BookingRules control={form.control} />
        <LazyBookingHours control={form.control} />
        <Deposit control={form.control} />
        <Messages control={form.control} />
        <Look control={form.control} onBusyChange={setUploading} />
      </Stack>
      <BlockDates />
      {(isDirty || save.isPending) && <SaveBar form={formId} busy={save.isPending || uploading} onDiscard={discard} />}
      <LeaveDialog guard={guard} namespace="reservations.leave" />
    </>
  );
}
