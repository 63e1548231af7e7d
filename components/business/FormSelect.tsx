'use client';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';

export interface SelectOption {
  value: string;
  label: string;
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'select' | 'children' | 'onChange'> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: readonly SelectOption[];
  /** The options are still being fetched: the field waits, disabled, and says so. */
  loading?: boolean;
  /** Called after the form value changed (e.g. to reset a dependent field). */
  onValueChange?: (value: string) => void;
  hint?: string;
};

/** A select bound to react-hook-form, with its error translated like FormTextField's. */
export function FormSelect<T extends FieldValues>({ name, control, options, loading, onValueChange, hint, disabled, ...rest }: Props<T>) {
  const translate = useTranslateError();
  const t = useTranslations('common');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          select
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.value);
            onValueChange?.(e.target.value);
          }}
          disabled={disabled || loading}
          error={!!fieldState.error}
          helperText={translate(fieldState.error?.message) ?? (loading ? t('loading') : hint)}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
