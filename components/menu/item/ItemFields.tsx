'use client';
import { MenuItem, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { allergenKeys, preferenceKeys } from '@/lib/contract/menu';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { FormSelectField } from '@/components/ui/form/FormSelect';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { IdMultiSelect } from '@/components/ui/form/IdMultiSelect';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { ImageField } from './ImageField';
import type { ItemFormIn, ItemFormOut } from './schema';

type Named = { _id: string; name: string };

interface Props {
  form: UseFormReturn<ItemFormIn, unknown, ItemFormOut>;
  categories: Named[] | undefined;
  modifierGroups: Named[] | undefined;
  taxes: Named[] | undefined;
  loading: { categories: boolean; modifierGroups: boolean; taxes: boolean };
  onUploadingChange: (busy: boolean) => void;
}

const NAME_MAX = 20;

/** The item drawer's fields, in the order a merchant fills them. */
export function ItemFields({ form, categories, modifierGroups, taxes, loading, onUploadingChange }: Props) {
  const t = useTranslations('menu.itemForm');
  const translate = useTranslateError();
  const { control } = form;
  const name = useWatch({ control, name: 'name' }) ?? '';
  const customTax = useWatch({ control, name: 'custom_tax' });
  const common = { loadingText: t('loading'), noOptionsText: t('noOptions'), unknownText: t('unknown') };
  const dietary = useTranslations('dietary');
  const allergens = useMemo(() => allergenKeys.map((k) => ({ _id: k, name: dietary(`allergens.${k}`) })), [dietary]);
  const preferences = useMemo(
    () => preferenceKeys.map((k) => ({ _id: k, name: dietary(`preferences.${k}`) })),
    [dietary],
  );

  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="name"
        label={t('name')}
        required
        autoFocus
        fullWidth
        hint={t('nameCounter', { count: name.trim().length, max: NAME_MAX })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField control={control} name="price" label={t('price')} required fullWidth />
        <FormSelectField control={control} name="category_id" label={t('category')} required fullWidth>
          {(categories ?? []).map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {c.name}
            </MenuItem>
          ))}
          {loading.categories && (
            <MenuItem value="" disabled>
              {t('loading')}
            </MenuItem>
          )}
        </FormSelectField>
      </Stack>
      <FormTextField control={control} name="description" label={t('description')} multiline minRows={2} fullWidth />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            value={field.value}
            onChange={field.onChange}
            error={translate(fieldState.error?.message)}
            onBusyChange={onUploadingChange}
          />
        )}
      />
      <FormTextField
        control={control}
        name="calories"
        label={t('calories')}
        hint={t('caloriesHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <IdMultiSelect
        control={control}
        name="allergens"
        label={t('allergens')}
        options={allergens}
        loading={false}
        {...common}
      />
      <IdMultiSelect
        control={control}
        name="preferences"
        label={t('preferences')}
        options={preferences}
        loading={false}
        {...common}
      />
      <MoneyField
        control={control}
        name="min_purchase_value"
        label={t('minPurchase')}
        hint={t('minPurchaseHint')}
        fullWidth
      />
      <IdMultiSelect
        control={control}
        name="modifier_groups"
        label={t('modifierGroups')}
        options={modifierGroups}
        loading={loading.modifierGroups}
        {...common}
      />
      <FormSwitch control={control} name="custom_tax" label={t('customTax')} />
      {customTax && (
        <IdMultiSelect
          control={control}
          name="taxes"
          label={t('taxes')}
          hint={t('taxesHint')}
          options={taxes}
          loading={loading.taxes}
          required
          {...common}
        />
      )}
      <FormSwitch control={control} name="available" label={t('available')} />
    </Stack>
  );
}
