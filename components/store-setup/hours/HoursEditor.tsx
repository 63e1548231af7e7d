'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DayHours } from '@/components/ui/form/DayHours';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useFollowBusinessHours, useReplaceHours, useSaveWeek } from '@/lib/api/store-hours';
import type { HoursType, HoursWindow, StoreHours } from '@/lib/contract/store';
import { hoursRequest, type HoursWindowInput } from '@/lib/contract/store-hours';
import { copyMondayToAll, DISPLAY_WEEK, editableWeek } from '@/lib/week-hours';

// The contract's week: the same overlap and per-day rules the server runs, checked before sending.
const hoursForm = z.object({ hours: hoursRequest.shape.hours });
type HoursFormIn = z.input<typeof hoursForm>;
type HoursFormOut = z.output<typeof hoursForm>;

interface Props {
  type: HoursType;
  /** The saved windows of this type (empty for a service: it follows business hours). */
  saved: readonly HoursWindow[];
  business: readonly HoursWindow[];
  /** What was typed in this set before the merchant looked at another one (not saved yet). */
  draft?: HoursWindowInput[];
  /** Keeps the typing across a switch of set: the week as typed, or null once saved. */
  onDraft: (hours: HoursWindowInput[] | null) => void;
}

/**
 * One set of hours as a week, Monday first: each day open or closed, with one or more windows.
 * Save sends the whole week (PATCH) and the reply replaces the lists; on an error the server's
 * texts land on the windows' fields and what was typed stays.
 */
export function HoursEditor({ type, saved, business, draft, onDraft }: Props) {
  const t = useTranslations('storeSetup.hours');
  const isService = type !== 'business';
  // A service without hours of its own follows business hours.
  const [ownHours, setOwnHours] = useState(!isService || saved.length > 0 || !!draft);
  const form = useForm<HoursFormIn, unknown, HoursFormOut>({
    resolver: zodResolver(hoursForm),
    defaultValues: { hours: draft ?? editableWeek(saved) },
  });
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'hours' });
  const failure = useFormFailure(form.setError);
  const save = useSaveWeek();
  const follow = useFollowBusinessHours();
  const replaceHours = useReplaceHours();

  const onSubmit = form.handleSubmit((values) => {
    // An empty week would make the service follow business hours: not what "no window" looks like.
    if (isService && values.hours.length === 0) return failure.show(t('emptyService'));
    const sent = values.hours.flatMap((_, i) => [`hours.${i}.day`, `hours.${i}.opens_at`, `hours.${i}.closes_at`]);
    save.mutate(
      { type, hours: values.hours },
      failure.sending<StoreHours>({
        fields: sent,
        onSuccess: (reply) => {
          onDraft(null);
          replaceHours(reply, type);
        },
      }),
    );
  });

  const switchSameAsBusiness = (same: boolean) => {
    if (!isService) return;
    if (same) {
      follow.mutate(type, {
        onSuccess: (reply) => {
          onDraft(null);
          replaceHours(reply, type);
          setOwnHours(false);
        },
      });
    } else {
      // Start from business hours, which the merchant then trims or widens.
      replace(editableWeek(business));
      setOwnHours(true);
    }
  };

  const windows = useWatch({ control: form.control, name: 'hours' });
  const { isDirty } = form.formState;
  // Every edit is kept by the tab, so switching to pick-up hours and back loses nothing typed.
  useEffect(() => {
    if (isDirty) onDraft(windows as HoursWindowInput[]);
  }, [isDirty, windows, onDraft]);
  const indicesOf = (day: number) => fields.flatMap((f, i) => (f.day === day ? [i] : []));

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t(`types.${type}`)}>
      {isService && (
        <FormControlLabel
          control={
            <Switch
              checked={!ownHours}
              disabled={follow.isPending}
              onChange={(e) => switchSameAsBusiness(e.target.checked)}
            />
          }
          label={t('sameAsBusiness')}
        />
      )}
      {isService && !ownHours ? (
        <Typography color="text.secondary">{t('followsBusiness')}</Typography>
      ) : (
        <>
          <Button
            startIcon={<ContentCopy />}
            onClick={() => replace(copyMondayToAll(windows))}
            sx={{ alignSelf: 'flex-start' }}
            disabled={!windows.some((w) => w.day === 1)}
          >
            {t('copyMonday')}
          </Button>
          <Stack spacing={1.5}>
            {DISPLAY_WEEK.map((day) => (
              <DayHours
                key={day}
                day={day}
                control={form.control}
                list="hours"
                namespace="storeSetup.hours"
                indices={indicesOf(day)}
                windows={windows}
                onAdd={(w: HoursWindowInput) => append(w)}
                onRemove={(i) => remove(i)}
              />
            ))}
          </Stack>
          <FailureAlert message={failure.message} />
          <SubmitButton busy={save.isPending} fullWidth={false} sx={{ alignSelf: 'flex-start' }}>
            {t('save')}
          </SubmitButton>
        </>
      )}
    </Stack>
  );
}
