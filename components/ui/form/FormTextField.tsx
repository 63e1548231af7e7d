'use client';
import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from './use-translate-error';

// TOut: what the form's resolver turns the values into (a money text becomes cents).
type Props<T extends FieldValues, TOut extends FieldValues = T> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** An MUI text field bound to react-hook-form, with its error translated and announced. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({ name, control, hint, ...rest }: Props<T, TOut>) {
  const translate = useTranslateError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={translate(fieldState.error?.message) ?? hint}
        />
      )}
    />
  );
}
