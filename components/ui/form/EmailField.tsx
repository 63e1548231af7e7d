'use client';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** An e-mail address field: the e-mail keyboard and the browser's saved addresses. */
export function EmailField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type' | 'autoComplete'>,
) {
  return <FormTextField {...props} type="email" autoComplete="email" />;
}
