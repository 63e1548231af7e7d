'use client';
import { useTranslations } from 'next-intl';
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
  /** The options are still being fetched: the field waits, disabled, and says so. */
  loading?: boolean;
  /** Called after the merchant picked another option (to start a dependent choice over). */
  onValueChange?: (value: string) => void;
}

/** A choice of a light form: the browser's <select> in our outlined field (FormNativeSelect's twin). */
export function LightNativeSelect({
  form,
  name,
  label,
  options,
  hint,
  fullWidth,
  required,
  margin = 'normal',
  loading = false,
  onValueChange,
}: Props) {
  const t = useTranslations('common');
  const translate = useTranslateError();
  const field = useLightField<string>(form, name);
  const value = field.value ?? '';
  // Nothing chosen yet (a province after the country changed): a blank choice shows it, where the
  // browser would otherwise show the first option while the form holds none.
  const shown = options.some((o) => o.value === value) ? options : [{ value, label: '', disabled: true }, ...options];
  return (
    <NativeSelectField
      label={label}
      name={name}
      value={value}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      inputRef={field.ref}
      options={shown}
      error={!!field.error}
      helperText={translate(field.error?.message) ?? (loading ? t('loading') : hint)}
      disabled={loading}
      fullWidth={fullWidth}
      required={required}
      margin={margin}
    />
  );
}
