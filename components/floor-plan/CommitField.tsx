'use client';
import { type TextFieldProps } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useState, type KeyboardEvent } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  /** Checks what was typed: the value to keep, or a text saying what is wrong. */
  parse: (text: string) => { value: string } | { error: string };
  onCommit: (value: string) => void;
  /** A problem the last save found with this value (shown until the value changes). */
  problem?: string;
};

/**
 * A field whose value reaches the room when the typing is done (Enter or leaving the field), not
 * at each key: one step to undo per edit, and a half-typed number never moves a table. Escape
 * puts back the value it had.
 */
export function CommitField({ value, parse, onCommit, problem, helperText, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = parse(draft);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setDraft(null);
    setError(null);
    if (parsed.value !== value) onCommit(parsed.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape' && draft !== null) {
      e.stopPropagation();
      setDraft(null);
      setError(null);
    }
  };
  const shownError = error ?? (draft === null ? problem : undefined);
  return (
    <TextInputField
      {...rest}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={!!shownError}
      helperText={shownError ?? helperText}
    />
  );
}

/** A number as typed in either language ("12.5" or "12,5") within [min, max], or the reason it is not. */
export function numberParser(
  texts: { invalid: string; range: string; integer?: string },
  min: number,
  max: number,
  integer = false,
) {
  return (text: string): { value: string } | { error: string } => {
    const trimmed = text.trim().replace(',', '.');
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { error: texts.invalid };
    const n = Number(trimmed);
    if (integer && !Number.isInteger(n)) return { error: texts.integer ?? texts.invalid };
    if (n < min || n > max) return { error: texts.range };
    return { value: String(n) };
  };
}
