'use client';
import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from './use-translate-error';

// TOut: what the form's resolver turns the values into (a money text becomes cents).
export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /**
   * Turns what was typed into the form's value (a phone number regrouped as it is typed). Gets the
   * input too, to put its caret back where the typing was.
   */
  parse?: (text: string, input: HTMLInputElement) => string;
};

/**
 * An MUI text field (or select) bound to react-hook-form, with its error translated and announced.
 * `onChange` runs after the form value changed (to reset a field that depends on this one).
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  hint,
  parse,
  onChange,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  const translate = useTranslateError();
  return (
    <Controller
      name={name}
      control={control}
      // `ref` goes to the input only: on the root it would win, and focusing a field with an error would focus nothing.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          inputRef={ref}
          onChange={(e) => {
            field.onChange(parse ? parse(e.target.value, e.target as HTMLInputElement) : e.target.value);
            onChange?.(e);
          }}
          error={!!fieldState.error}
          helperText={translate(fieldState.error?.message) ?? hint}
        />
      )}
    />
  );
}
