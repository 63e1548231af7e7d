'use client';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { regroupPhone } from './regroup-phone';

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormTextFieldProps<T, TOut>,
  'type' | 'onChange' | 'parse'
>;

/**
 * A phone number grouped as it is typed, "(514) 555-0199". The form keeps the shown text; the
 * contract's phone rule validates it and sends only the last 10 digits (SPEC §5).
 */
export function PhoneField<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  return (
    <FormTextField
      {...props}
      type="tel"
      parse={regroupPhone}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}
