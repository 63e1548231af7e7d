'use client';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './BoundField';
import { PlainOutlinedField, type PlainOutlinedFieldProps } from './PlainOutlinedField';

export type FormPlainFieldProps<T extends FieldValues, TOut extends FieldValues = T> = BoundFieldProps<
  Omit<PlainOutlinedFieldProps, 'onChange' | 'children'>,
  T,
  TOut
>;

// BoundField hands a text area's change event too: the plain field passes it on as it is.
const Field = PlainOutlinedField as ComponentType<Omit<PlainOutlinedFieldProps, 'onChange'>>;

/**
 * FormTextField's plain twin: a react-hook-form field drawn by PlainOutlinedField, its error
 * translated and announced, what was typed kept. For forms rendered on a page's first screen.
 */
export function FormPlainField<T extends FieldValues, TOut extends FieldValues = T>(
  props: FormPlainFieldProps<T, TOut>,
) {
  return <BoundField Field={Field} {...props} />;
}
