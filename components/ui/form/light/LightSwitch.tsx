'use client';
import { PlainSwitch } from '../PlainSwitch';
import type { LightFormHandle } from './light-form-store';
import { useLightField } from './use-light-field';

/** An on/off field of a light form (FormSwitch's twin), labelled beside the switch. */
export function LightSwitch({ form, name, label }: { form: LightFormHandle; name: string; label: string }) {
  const field = useLightField<boolean>(form, name);
  return (
    <PlainSwitch label={label} name={name} checked={!!field.value} onChange={field.onChange} inputRef={field.ref} />
  );
}
