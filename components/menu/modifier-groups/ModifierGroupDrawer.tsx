'use client';
import { Stack } from '@mui/material';
import { useLocale, useTranslations } from 'next-intl';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveModifierGroup } from '@/lib/api/modifier-groups';
import type { ModifierGroup } from '@/lib/contract';
import { OptionsEditor } from './OptionsEditor';
import { modifierGroupForm, serverFields, toFormValues, toRequest } from './schema';

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
  const { form, frame } = useSaveForm({
    schema: modifierGroupForm,
    defaultValues: toFormValues(group, locale),
    // Each option sent has fields of its own (`options.0.price`), so they come with the save.
    serverFields: (values) => serverFields(values.options.length),
    id: group?._id,
    save,
    toRequest,
  });

  return (
    <FormDrawer
      {...frame}
      title={group ? t('form.editTitle') : t('form.createTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      // The parent unmounts the drawer after its closing animation.
      onExited={onClose}
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="name" label={t('form.name')} required autoFocus fullWidth />
        <FormSwitch control={form.control} name="required" label={t('form.required')} />
        <Stack direction="row" spacing={2}>
          <FormTextField
            control={form.control}
            name="min_selections"
            label={t('form.min')}
            type="number"
            required
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: 50 } }}
          />
          <FormTextField
            control={form.control}
            name="max_selections"
            label={t('form.max')}
            type="number"
            required
            fullWidth
            slotProps={{ htmlInput: { min: 1, max: 50 } }}
          />
        </Stack>
        <OptionsEditor form={form} />
      </Stack>
    </FormDrawer>
  );
}
