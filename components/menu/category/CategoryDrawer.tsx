'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useFormDialog } from '@/components/ui/form/use-form-dialog';
import { useCreateCategory, useUpdateCategory } from '@/lib/api/categories';
import type { Category } from '@/lib/contract';
import { CATEGORY_FIELDS, NAME_MAX, categoryForm, toFormValues, toRequest, type CategoryFormIn, type CategoryFormOut } from './schema';

interface Props {
  /** undefined: a new category. */
  category: Category | undefined;
  onClose: () => void;
}

/** Create or edit a category. Mounted per opening, so each opening starts from the category. */
export function CategoryDrawer({ category, onClose }: Props) {
  const t = useTranslations('menu.categoryForm');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<CategoryFormIn, unknown, CategoryFormOut>({ resolver: zodResolver(categoryForm), defaultValues: toFormValues(category) });
  const dialog = useFormDialog(form.setError, CATEGORY_FIELDS);
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const busy = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const done = dialog.sending();
    const body = toRequest(values);
    if (category) update.mutate({ id: category._id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <FormDrawer
      {...dialog.props}
      title={category ? t('editTitle') : t('createTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={category ? t('save') : t('create')}
      busy={busy}
      onSubmit={onSubmit}
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
        <FormTextField control={form.control} name="description" label={t('description')} multiline minRows={2} fullWidth />
        <Controller
          control={form.control}
          name="available"
          render={({ field }) => (
            <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('available')} />
          )}
        />
      </Stack>
    </FormDrawer>
  );
}
