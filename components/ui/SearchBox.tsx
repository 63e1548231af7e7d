'use client';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useEffect, useRef, useState } from 'react';

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
    <TextInputField
      size="small"
      fullWidth={false}
      margin="none"
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value.slice(0, 64))}
      sx={{ minWidth: { sm: 300 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
