'use client';
import { MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: string;
}

/** Entities offered by name and chosen by id (countries, business types …). */
export const namedOptions = (list: readonly { _id: string; name: string }[] | undefined): SelectOption[] =>
  (list ?? []).map((e) => ({ value: e._id, label: e.name }));

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormTextFieldProps<T, TOut>,
  'select' | 'children' | 'onChange' | 'parse'
> & {
  options: readonly SelectOption[];
  /** The options are still being fetched: the field waits, disabled, and says so. */
  loading?: boolean;
  /** Called after the form value changed (e.g. to reset a dependent field). */
  onValueChange?: (value: string) => void;
};

/** A select bound to react-hook-form: FormTextField with a list to choose from. */
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
    <FormTextField
      {...rest}
      select
      disabled={disabled || loading}
      hint={loading ? t('loading') : hint}
      onChange={onValueChange && ((e) => onValueChange(e.target.value))}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
