'use client';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';
import type { SelectOption } from './named-options';

/** MUI's select text field bound to react-hook-form; the options are its children (MenuItem). */
export type FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  Omit<TextFieldProps, 'onChange' | 'children' | 'select'>,
  T,
  TOut
>;

export function FormSelectField<T extends FieldValues, TOut extends FieldValues = T>(
  props: FormSelectFieldProps<T, TOut>,
) {
  return <BoundField<TextFieldProps, T, TOut> Field={TextField} select {...props} />;
}

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormSelectFieldProps<T, TOut>,
  'children' | 'onChange' | 'parse'
> & {
  options: readonly SelectOption[];
  /** The options are still being fetched: the field waits, disabled, and says so. */
  loading?: boolean;
  /** Called after the form value changed (e.g. to reset a dependent field). */
  onValueChange?: (value: string) => void;
};

/** A select bound to react-hook-form, from a list of options. */
export function FormSelect<T extends FieldValues, TOut extends FieldValues = T>({
  options,
  loading,
  onValueChange,
  hint,
  disabled,
  ...rest
}: Props<T, TOut>) {
  const t = useTranslations('common');
  return (
    <FormSelectField
      {...rest}
      disabled={disabled || loading}
      hint={loading ? t('loading') : hint}
      onChange={onValueChange && ((e) => onValueChange(e.target.value))}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}
