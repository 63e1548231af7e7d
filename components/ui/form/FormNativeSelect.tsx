'use client';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NativeSelectField, type NativeSelectOption } from './NativeSelectField';
import { useTranslateError } from './use-translate-error';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: readonly NativeSelectOption[];
  /** Shown under the field while it has no error. */
  hint?: string;
  fullWidth?: boolean;
}

/**
 * A choice of a form on the page's first paint, bound to react-hook-form as FormSelect is, drawn
 * by NativeSelectField (the browser's <select> in our outlined field): MUI's Select would bring
 * Menu, Popover and Modal (~14 KB gzip) into the page's first load (issue 11). Its error is
 * translated under it; the theme's text fields' margin keeps it in line with them.
 */
export function FormNativeSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  options,
  hint,
  fullWidth,
}: Props<T, TOut>) {
  const translate = useTranslateError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NativeSelectField
          label={label}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled}
          options={options}
          error={!!fieldState.error}
          helperText={translate(fieldState.error?.message) ?? hint}
          fullWidth={fullWidth}
          margin="normal"
        />
      )}
    />
  );
}
