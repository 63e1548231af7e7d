'use client';
import { InputAdornment, type TextFieldProps } from '@mui/material';
import type { FieldPath, FieldValues, Control } from 'react-hook-form';
import { FormTextField } from './FormTextField';

type Props<T extends FieldValues, TOut extends FieldValues = T> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  hint?: string;
};

/**
 * A dollar amount typed as text (the form value stays the merchant's text, so nothing typed is
 * lost on an error); the form's schema turns it into cents with `moneyText()`.
 */
export function MoneyField<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(props.slotProps?.htmlInput as object) },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          ...(props.slotProps?.input as object),
        },
      }}
    />
  );
}
