'use client';
import { PlainOutlinedField, SearchGlyph } from '@/components/ui/form/PlainOutlinedField';
import { useEffect, useRef, useState } from 'react';
import styles from './search-box.module.css';

const DEBOUNCE_MS = 350;

interface Props {
  value: string;
  label: string;
  placeholder?: string;
  onSearch: (text: string) => void;
}

/**
 * Typing stays instant; the search (a URL change and a server call) waits until the merchant
 * pauses, so "1042" is one request, not four.
 */
export function SearchBox({ value, label, placeholder, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (back button, cleared filters) replaces the text.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    // Plain elements drawn as the outlined small field: no MUI input code on the list's first load.
    <PlainOutlinedField
      size="small"
      fullWidth={false}
      margin="none"
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value.slice(0, 64))}
      className={styles.box}
      startIcon={<SearchGlyph small />}
    />
  );
}
