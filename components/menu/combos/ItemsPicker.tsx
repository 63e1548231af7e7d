'use client';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import type { Category } from '@/lib/contract';
import type { ComboFormIn, ComboFormOut } from './schema';

interface Option {
  id: string;
  name: string;
  category: string;
}

interface Props {
  control: Control<ComboFormIn, unknown, ComboFormOut>;
  categories: Category[] | undefined;
  loading: boolean;
}

/** Every item of the menu, grouped by category; the form keeps only the ids. */
export function ItemsPicker({ control, categories, loading }: Props) {
  const t = useTranslations('combos.form');
  const translate = useTranslateError();
  const options = useMemo<Option[]>(
    () => (categories ?? []).flatMap((c) => c.items.map((i) => ({ id: i._id, name: i.name, category: c.name }))),
    [categories],
  );
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);

  return (
    <Controller
      control={control}
      name="items"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options}
          loading={loading}
          loadingText={t('itemsLoading')}
          noOptionsText={t('noItems')}
          groupBy={(o) => o.category}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // Ids the menu no longer has (a deleted item) still show, so saving does not drop them silently.
          value={field.value.map((id) => byId.get(id) ?? { id, name: t('unknownItem'), category: '' })}
          onChange={(_, chosen) => field.onChange(chosen.map((o) => o.id))}
          onBlur={field.onBlur}
          disableCloseOnSelect
          renderValue={(value, getItemProps) =>
            value.map((o, index) => {
              const { key, ...chip } = getItemProps({ index });
              return <Chip key={key} label={o.name} size="small" {...chip} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('items')}
              required
              error={!!fieldState.error}
              helperText={translate(fieldState.error?.message) ?? t('itemsHint')}
            />
          )}
        />
      )}
    />
  );
}
