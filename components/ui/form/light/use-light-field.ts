'use client';
import { useCallback } from 'react';
import type { LightFormHandle } from './light-form-store';
import { useLightError, useLightValue } from './use-light-form';

/**
 * One field of a light form (react-hook-form's useController): its value, its error, `onChange`
 * with the new value (checked again after a submit) and the `ref` for its input, so a failed
 * submit or a server error can focus it. Re-renders only when its value or error changes.
 */
export function useLightField<T = unknown>(form: LightFormHandle, name: string) {
  const value = useLightValue<T>(form, name);
  const error = useLightError(form, name);
  const onChange = useCallback((next: T) => form.change(name, next), [form, name]);
  return { name, value, error, onChange, ref: form.fieldRef(name) };
}
