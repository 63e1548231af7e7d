'use client';
import { PlainRadioGroup } from '@/components/ui/form/PlainRadioGroup';
import type { LightFormHandle } from '@/components/ui/form/light/light-form-store';
import { useLightField } from '@/components/ui/form/light/use-light-field';

/** One of a short list of choices as radio buttons, labelled by its legend. */
export function ChoiceField({
  form,
  name,
  label,
  choices,
}: {
  form: LightFormHandle;
  name: 'placement' | 'layout';
  label: string;
  choices: readonly { value: string; label: string }[];
}) {
  const field = useLightField<string>(form, name);
  return <PlainRadioGroup label={label} name={name} value={field.value} onChange={field.onChange} choices={choices} />;
}
