'use client';
import { InputAdornment, type TextFieldProps } from '@mui/material';
import type { FieldPath, FieldValues, Control } from 'react-hook-form';
import { useLocationMoney } from '../use-current-location';
import { currencyAffix } from '@/lib/money';
import { FormTextField } from './FormTextField';

type Props<T extends FieldValues, TOut extends FieldValues = T> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  hint?: string;
  /** ISO code; the current location's currency when left out (SPEC §3: country_details.currency). */
  currency?: string;
};

/**
 * An amount typed as text (the form value stays the merchant's text, so nothing typed is lost on
 * an error); the form's schema turns it into cents with `moneyText()`. The currency sign sits
 * where formatMoney puts it in the lists ("CA$" before in English, "$CA" after in French).
 */
export function MoneyField<T extends FieldValues, TOut extends FieldValues = T>({
  currency,
  ...props
}: Props<T, TOut>) {
  const money = useLocationMoney();
  const { sign, position } = currencyAffix(currency ?? money.currency, money.locale);
  const adornment = <InputAdornment position={position}>{sign}</InputAdornment>;
  return (
    <FormTextField
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(props.slotProps?.htmlInput as object) },
        input: {
          [position === 'start' ? 'startAdornment' : 'endAdornment']: adornment,
          ...(props.slotProps?.input as object),
        },
      }}
    />
  );
}
