'use client';
import type { CSSProperties } from 'react';
import { useKeepEarlyInput } from './keep-early-input';

const HEX = /^#[0-9a-fA-F]{6}$/;

// 56 px square: the height of the outlined text field beside it.
const SWATCH: CSSProperties = {
  width: 56,
  height: 56,
  padding: 0,
  border: 0,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  flexShrink: 0,
};

/**
 * The swatch of a colour field: the browser's colour picker showing the field's #RRGGBB text, and
 * setting it when a colour is picked (ColorField, LightColorField).
 */
export function ColorSwatch({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (color: string) => void;
  /** Its name for assistive technology ("Pick the button colour"). */
  label: string;
}) {
  // The picker only takes a whole #rrggbb: while the text is not one yet, it shows black.
  const shown = HEX.test(String(value)) ? String(value).toLowerCase() : '#000000';
  // A colour picked before hydration reaches the form once hydrated, as typed text does.
  const keepEarlyInput = useKeepEarlyInput<HTMLInputElement>(shown);
  return (
    <input
      ref={keepEarlyInput}
      type="color"
      aria-label={label}
      value={shown}
      onChange={(e) => onChange(e.target.value)}
      style={SWATCH}
    />
  );
}
