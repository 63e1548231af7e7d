'use client';
import type { ComponentType, ChangeEvent, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from './use-translate-error';

/** The props of a text field bound to react-hook-form, on top of the field's own (`P`). */
export type BoundFieldProps<P, T extends FieldValues, TOut extends FieldValues = T> = Omit<P, 'name'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /**
   * Turns what was typed into the form's value (a phone number regrouped as it is typed). Gets the
   * input too, to put its caret back where the typing was.
   */
  parse?: (text: string, input: HTMLInputElement) => string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  children?: ReactNode;
};

type FieldLike = {
  value?: unknown;
  inputRef?: unknown;
  error?: boolean;
  helperText?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/**
 * Binds an MUI-style field (TextInputField, or TextField for a select) to react-hook-form: its
 * value, its error translated under it (announced with it), what was typed kept on failure.
 * `onChange` runs after the form value changed (to reset a field that depends on this one).
 */
export function BoundField<P extends FieldLike, T extends FieldValues, TOut extends FieldValues = T>({
  Field,
  name,
  control,
  hint,
  parse,
  onChange,
  ...rest
}: BoundFieldProps<P, T, TOut> & { Field: ComponentType<P> }) {
  const translate = useTranslateError();
  return (
    <Controller
      name={name}
      control={control}
      // `ref` goes to the input only: on the root it would win, and focusing a field with an error would focus nothing.
      render={({ field: { ref, ...field }, fieldState }) => {
        const props = {
          ...rest,
          ...field,
          value: field.value ?? '',
          inputRef: ref,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            field.onChange(parse ? parse(e.target.value, e.target as HTMLInputElement) : e.target.value);
            onChange?.(e);
          },
          error: !!fieldState.error,
          helperText: translate(fieldState.error?.message) ?? hint,
        } as unknown as P;
        return <Field {...props} />;
      }}
    />
  );
}
