'use client';
import type { CSSProperties } from 'react';
import { ColorSwatch } from '../ColorSwatch';
import type { LightFormHandle } from './light-form-store';
import { LightTextField } from './LightTextField';
import { useLightField } from './use-light-field';

interface Props {
  form: LightFormHandle;
  name: string;
  label: string;
  /** The swatch's name for assistive technology ("Pick the button colour"). */
  pickerLabel: string;
  hint: string;
}

// ColorField's row: the swatch, 16 px, then the text taking the rest, tops aligned.
const ROW: CSSProperties = { display: 'flex', gap: 16, alignItems: 'flex-start' };

/**
 * ColorField of a light form: #RRGGBB text beside the browser's colour picker, both editing the
 * same value (a typed colour moves the swatch, a picked one fills the text; the rule is on the
 * text, which an error focuses).
 */
export function LightColorField({ form, name, label, pickerLabel, hint }: Props) {
  const { value, onChange } = useLightField<string>(form, name);
  return (
    <div style={ROW}>
      <ColorSwatch value={value} onChange={onChange} label={pickerLabel} />
      <LightTextField form={form} name={name} label={label} hint={hint} required />
    </div>
  );
}
