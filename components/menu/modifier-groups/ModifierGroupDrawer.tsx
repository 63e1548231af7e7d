'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/form/apply-server-errors';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveModifierGroup } from '@/lib/api/modifier-groups';
import type { ModifierGroup } from '@/lib/contract';
import { FormDrawer } from './FormDrawer';
import { OptionsEditor } from './OptionsEditor';
import { modifierGroupForm, serverFields, toFormValues, toRequest, type ModifierGroupFormIn, type ModifierGroupFormOut } from './schema';

interface Props {
  /** undefined: a new group. */
  group: ModifierGroup | undefined;
  onClose: () => void;
}

/** Create or edit one modifier group. Mounted per opening, so each opening starts from the group. */
export function ModifierGroupDrawer({ group, onClose }: Props) {
  const t = useTranslations('modifierGroups');
  const locale = useLocale();
  const save = useSaveModifierGroup();
  const [failure, setFailure] = useState<string>();
  const [open, setOpen] = useState(true);
  const form = useForm<ModifierGroupFormIn, unknown, ModifierGroupFormOut>({
    resolver: zodResolver(modifierGroupForm),
    defaultValues: toFormValues(group, locale),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      { id: group?._id, body: toRequest(values) },
      {
        onSuccess: () => setOpen(false),
        onError: (err) => {
          if (!applyServerErrors(err, form.setError, serverFields(values.options.length))) setFailure(err.message);
        },
      },
    );
  });

  return (
    <FormDrawer
      open={open}
      title={group ? t('form.editTitle') : t('form.createTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      busy={save.isPending}
      // The parent unmounts the drawer after its closing animation.
      onClose={() => setOpen(false)}
      onSubmit={onSubmit}
      onExited={onClose}
    >
      <FailureAlert message={failure} />
      <Stack spacing={2}>
        <FormTextField control={form.control} name="name" label={t('form.name')} required autoFocus fullWidth />
        <Controller
          control={form.control}
          name="required"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('form.required')}
            />
          )}
        />
        <Stack direction="row" spacing={2}>
          <FormTextField control={form.control} name="min_selections" label={t('form.min')} type="number" required fullWidth slotProps={{ htmlInput: { min: 0, max: 50 } }} />
          <FormTextField control={form.control} name="max_selections" label={t('form.max')} type="number" required fullWidth slotProps={{ htmlInput: { min: 1, max: 50 } }} />
        </Stack>
        <OptionsEditor form={form} />
      </Stack>
    </FormDrawer>
  );
}
