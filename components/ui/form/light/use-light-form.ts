'use client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  createLightForm,
  type LightFieldError,
  type LightForm,
  type LightFormOptions,
  type LightFormHandle,
  type LightFormState,
} from './light-form-store';

/**
 * A form for fields on screen at once, in place of react-hook-form (14.6 KB gzip on the page's
 * first load, issue 11): values by dotted path, "unsaved" measured against the last reset, checks
 * on submit then on each change, the first field in error focused, server errors through
 * `setError` (useFormFailure). Made once: `defaultValues` are read at the first render, as
 * useForm's; the resolver follows the latest one given.
 */
export function useLightForm<In extends object, Out = In>(options: LightFormOptions<In, Out> = {}): LightForm<In, Out> {
  const [form] = useState(() => createLightForm(options));
  const { resolver } = options;
  useEffect(() => form.setResolver(resolver), [form, resolver]);
  return form;
}

// Reads of the store: each re-renders its component only when what it reads changes.
function useStore<T>(form: LightFormHandle, read: () => T): T {
  return useSyncExternalStore(form.subscribe, read, read);
}

/** The value at `name` (useWatch with one name). */
export function useLightValue<T = unknown>(form: LightFormHandle, name: string): T {
  return useStore(form, () => form.getValue(name)) as T;
}

/** Every value (useWatch without a name): a preview that follows each keystroke. */
export function useLightValues<In extends object, Out>(form: LightForm<In, Out>): In {
  return useSyncExternalStore(form.subscribe, form.getValues, form.getValues);
}

/** The values at `names`, in order (useWatch with a list: the switches that decide what shows). */
export function useLightWatch(form: LightFormHandle, names: readonly string[]): readonly unknown[] {
  const key = names.join('\n');
  const read = useMemo(() => listReader(form, key ? key.split('\n') : []), [form, key]);
  return useStore(form, read);
}

/** Reads the values at `names`, giving the same list while every value is the same (a stable snapshot). */
function listReader(form: LightFormHandle, names: readonly string[]): () => readonly unknown[] {
  let last: readonly unknown[] = [];
  return () => {
    const next = names.map((name) => form.getValue(name));
    if (next.length !== last.length || next.some((v, i) => !Object.is(v, last[i]))) last = next;
    return last;
  };
}

/** The field's error, if any. */
export function useLightError(form: LightFormHandle, name: string): LightFieldError | undefined {
  return useStore(form, () => form.getError(name));
}

/** isDirty, isSubmitting, isSubmitted, submitCount (formState). */
export function useLightFormState(form: LightFormHandle): LightFormState {
  return useStore(form, form.getState);
}
