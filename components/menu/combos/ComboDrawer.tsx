'use client';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { QueryLoadError } from '@/components/ui/ListStates';
import { IdMultiSelect } from '@/components/ui/form/IdMultiSelect';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { categoriesQuery } from '@/lib/api/categories';
import { useSaveCombo } from '@/lib/api/combos';
import type { Combo } from '@/lib/contract';
import { SERVER_FIELDS, comboForm, itemOptions, toFormValues, toRequest } from './schema';

interface Props {
  /** undefined: a new combo. */
  combo: Combo | undefined;
  onClose: () => void;
}

/** Create or edit one combo. Mounted per opening, so each opening starts from the combo. */
export function ComboDrawer({ combo, onClose }: Props) {
  const t = useTranslations('combos');
  const locale = useLocale();
  const save = useSaveCombo();
  const categories = useQuery(categoriesQuery());
  const { form, frame } = useSaveForm({
    schema: comboForm,
    defaultValues: toFormValues(combo, locale),
    serverFields: SERVER_FIELDS,
    id: combo?._id,
    save,
    toRequest,
  });
  const [name, type, items] = useWatch({ control: form.control, name: ['name', 'type', 'items'] });
  const options = useMemo(() => itemOptions(categories.data?.categories), [categories.data]);

  return (
    <FormDrawer
      {...frame}
      title={combo ? t('form.editTitle') : t('form.createTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      onExited={onClose}
    >
      <QueryLoadError queries={[categories]} />
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('form.name')}
          required
          autoFocus
          fullWidth
          hint={t('form.nameCount', { n: name.trim().length })}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={t('form.description')}
          multiline
          minRows={2}
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <MoneyField control={form.control} name="price" label={t('form.price')} required fullWidth />
          <MoneyField
            control={form.control}
            name="discount"
            label={t('form.discount')}
            hint={t('form.discountHint')}
            fullWidth
          />
        </Stack>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="combo-type">{t('form.type')}</FormLabel>
              <RadioGroup
                aria-labelledby="combo-type"
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <FormControlLabel value="all" control={<Radio />} label={t('type.all')} />
                <FormControlLabel value="choose" control={<Radio />} label={t('type.chooseLabel')} />
              </RadioGroup>
            </FormControl>
          )}
        />
        {type === 'choose' && (
          <FormTextField
            control={form.control}
            name="item_count"
            label={t('form.itemCount')}
            type="number"
            required
            hint={t('form.itemCountHint', { max: items.length })}
            slotProps={{ htmlInput: { min: 1, max: Math.max(items.length, 1) } }}
          />
        )}
        <IdMultiSelect
          control={form.control}
          name="items"
          label={t('form.items')}
          hint={t('form.itemsHint')}
          options={options}
          loading={categories.isPending}
          loadingText={t('form.itemsLoading')}
          noOptionsText={t('form.noItems')}
          unknownText={t('form.unknownItem')}
          required
        />
        <FormSwitch control={form.control} name="available" label={t('form.available')} />
      </Stack>
    </FormDrawer>
  );
}
