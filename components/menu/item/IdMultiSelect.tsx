'use client';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import type { ItemFormIn, ItemFormOut } from './schema';

interface Props {
  control: Control<ItemFormIn, unknown, ItemFormOut>;
  name: 'modifier_groups' | 'taxes';
  label: string;
  hint?: string;
  options: { _id: string; name: string }[] | undefined;
  loading: boolean;
  loadingText: string;
  noOptionsText: string;
  /** Shown for an id the list no longer has, so saving does not drop it unnoticed. */
  unknownText: string;
  required?: boolean;
}

/** Picks several entities by name; the form keeps their ids. */
export function IdMultiSelect({ control, name, label, hint, options, loading, loadingText, noOptionsText, unknownText, required }: Props) {
  const translate = useTranslateError();
  const byId = useMemo(() => new Map((options ?? []).map((o) => [o._id, o])), [options]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options ?? []}
          loading={loading}
          loadingText={loadingText}
          noOptionsText={noOptionsText}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          value={field.value.map((id) => byId.get(id) ?? { _id: id, name: unknownText })}
          onChange={(_, chosen) => field.onChange(chosen.map((o) => o._id))}
          onBlur={field.onBlur}
          disableCloseOnSelect
          renderValue={(value, getItemProps) =>
            value.map((o, index) => {
              const { key, ...chip } = getItemProps({ index });
              return <Chip key={key} label={o.name} size="small" {...chip} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} inputRef={field.ref} label={label} required={required} error={!!fieldState.error} helperText={translate(fieldState.error?.message) ?? hint} />
          )}
        />
      )}
    />
  );
}
