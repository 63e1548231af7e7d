'use client';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';
import { TextInputField, type TextInputFieldProps } from './TextInputField';

// TOut: what the form's resolver turns the values into (a money text becomes cents).
export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  Omit<TextInputFieldProps, 'onChange' | 'children'>,
  T,
  TOut
>;

/**
 * A text field bound to react-hook-form, with its error translated and announced. A select is
 * FormSelect: this one never loads MUI's Select (TextInputField says why).
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>(props: FormTextFieldProps<T, TOut>) {
  return <BoundField<TextInputFieldProps, T, TOut> Field={TextInputField} {...props} />;
}
