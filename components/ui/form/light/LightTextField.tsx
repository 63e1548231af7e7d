'use client';
import type { ChangeEvent } from 'react';
import { PlainOutlinedField, type PlainOutlinedFieldProps } from '../PlainOutlinedField';
import { useTranslateError } from '../use-translate-error';
import type { LightFormHandle } from './light-form-store';
import { useLightField } from './use-light-field';

// `form` is the light form, not the input's `form` attribute (a form's id, a string).
export type LightTextFieldProps = Omit<PlainOutlinedFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'error'> & {
  form: LightFormHandle;
  name: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Turns what was typed into the form's value (a phone number regrouped as it is typed). */
  parse?: (text: string, input: HTMLInputElement) => string;
};

/**
 * A text field of a light form, drawn as our outlined field in plain elements (no MUI input
 * parts): its label floats as MUI's does, its error is translated under it and announced with
 * it, and what was typed stays on any failure.
 */
export function LightTextField({ form, name, hint, parse, floatingLabel = true, ...rest }: LightTextFieldProps) {
  const translate = useTranslateError();
  const field = useLightField(form, name);
  return (
    <PlainOutlinedField
      {...rest}
      floatingLabel={floatingLabel}
      name={name}
      value={field.value == null ? '' : String(field.value)}
      onChange={(e: ChangeEvent<HTMLInputElement>) =>
        field.onChange(parse ? parse(e.target.value, e.target) : e.target.value)
      }
      inputRef={field.ref}
      error={!!field.error}
      helperText={translate(field.error?.message) ?? hint}
    />
  );
}
