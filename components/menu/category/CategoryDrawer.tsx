'use client';
import { Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useSaveCategory } from '@/lib/api/categories';
import type { Category } from '@/lib/contract';
import { CATEGORY_FIELDS, NAME_MAX, categoryForm, toFormValues, toRequest } from './schema';

interface Props {
  /** undefined: a new category. */
  category: Category | undefined;
  onClose: () => void;
  /** A new category was saved (the menu has reloaded with it): the list shows it. */
  onCreated?: (id: string) => void;
}

/** Create or edit a category. Mounted per opening, so each opening starts from the category. */
export function CategoryDrawer({ category, onClose, onCreated }: Props) {
  const t = useTranslations('menu.categoryForm');
  const saveCategory = useSaveCategory();
  const save: typeof saveCategory = {
    ...saveCategory,
    mutate: (v, callbacks) =>
      saveCategory.mutate(v, {
        ...callbacks,
        onSuccess: (reply, ...rest) => {
          callbacks?.onSuccess?.(reply, ...rest);
          if (!v.id) onCreated?.(reply.category._id);
        },
      }),
  };
  const { form, frame } = useSaveForm({
    schema: categoryForm,
    defaultValues: toFormValues(category),
    serverFields: CATEGORY_FIELDS,
    id: category?._id,
    save,
    toRequest,
  });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';

  return (
    <FormDrawer
      {...frame}
      title={category ? t('editTitle') : t('createTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={category ? t('save') : t('create')}
      onExited={onClose}
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('name')}
          required
          autoFocus
          fullWidth
          hint={t('nameCounter', { count: name.trim().length, max: NAME_MAX })}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={t('description')}
          multiline
          minRows={2}
          fullWidth
        />
        <FormSwitch control={form.control} name="available" label={t('available')} />
      </Stack>
    </FormDrawer>
  );
}
