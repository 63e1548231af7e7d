'use client';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/ui/form/FormTextField';

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormTextFieldProps<T, TOut>,
  'autoComplete' | 'slotProps'
>;

/** The 6-digit code of an e-mail: a number pad on phones, and the code offered from the message where the system can. */
export function CodeField<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  return (
    <FormTextField
      {...props}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
    />
  );
}
