'use client';
import { Autocomplete, Chip } from '@mui/material';
import { TextInputField } from './TextInputField';
import { useMemo } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslateError } from './use-translate-error';

export interface IdOption {
  _id: string;
  name: string;
  /** Options with a group are listed under it; give them in group order. */
  group?: string;
}

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** A field holding the chosen ids. */
  name: FieldPathByValue<T, string[]>;
  label: string;
  hint?: string;
  options: readonly IdOption[] | undefined;
  loading: boolean;
  loadingText: string;
  noOptionsText: string;
  /** Shown for an id the list no longer has (a deleted entity), so saving does not drop it unnoticed. */
  unknownText: string;
  required?: boolean;
}

/** Picks several entities by name; the form keeps their ids. */
export function IdMultiSelect<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  const { control, name, label, hint, options, loading, loadingText, noOptionsText, unknownText, required } = props;
  const translate = useTranslateError();
  const byId = useMemo(() => new Map((options ?? []).map((o) => [o._id, o])), [options]);
  const grouped = useMemo(() => (options ?? []).some((o) => o.group !== undefined), [options]);
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
          groupBy={grouped ? (o) => o.group ?? '' : undefined}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          value={(field.value as string[]).map((id) => byId.get(id) ?? { _id: id, name: unknownText })}
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
            <TextInputField
              {...params}
              inputRef={field.ref}
              label={label}
              required={required}
              error={!!fieldState.error}
              helperText={translate(fieldState.error?.message) ?? hint}
            />
          )}
        />
      )}
    />
  );
}
