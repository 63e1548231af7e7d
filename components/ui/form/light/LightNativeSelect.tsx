'use client';
import { NativeSelectField, type NativeSelectOption } from '../NativeSelectField';
import { useTranslateError } from '../use-translate-error';
import type { LightFormHandle } from './light-form-store';
import { useLightField } from './use-light-field';

interface Props {
  form: LightFormHandle;
  name: string;
  label: string;
  options: readonly NativeSelectOption[];
  /** Shown under the field while it has no error. */
  hint?: string;
  fullWidth?: boolean;
  required?: boolean;
  /** `none` in a grid of fields, whose gap spaces them; `normal` (the default) in a column. */
  margin?: 'normal' | 'none';
}

/** A choice of a light form: the browser's <select> in our outlined field (FormNativeSelect's twin). */
export function LightNativeSelect({ form, name, label, options, hint, fullWidth, required, margin = 'normal' }: Props) {
  const translate = useTranslateError();
  const field = useLightField<string>(form, name);
  return (
    <NativeSelectField
      label={label}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      inputRef={field.ref}
      options={options}
      error={!!field.error}
      helperText={translate(field.error?.message) ?? hint}
      fullWidth={fullWidth}
      required={required}
      margin={margin}
    />
  );
}
