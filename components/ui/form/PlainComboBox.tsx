'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { assignRef } from './keep-early-input';
import { PlainOutlinedField } from './PlainOutlinedField';
import styles from './plain-combo-box.module.css';

interface Props {
  label: string;
  name?: string;
  /** The choices, by value; `optionLabel` is what shows and what typing searches. */
  options: readonly string[];
  optionLabel?: (option: string) => string;
  /** The chosen option, '' for none. */
  value: string;
  onChange: (option: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const same = (option: string) => option;

/**
 * A choice among many, found by typing part of its name ("Vancouver" finds America/Vancouver):
 * MUI's Autocomplete without free text, drawn in plain elements (the ARIA combobox pattern: the
 * input is a combobox, the list a listbox of options, the active one followed by
 * aria-activedescendant). Arrows move, Enter picks, Escape or leaving puts the chosen one back,
 * so the field never holds a name that is not a choice. Why not MUI's: it brings Popper, the
 * list's virtual focus and the input parts into the page's first load (issue 11).
 */
export function PlainComboBox({
  label,
  name,
  options,
  optionLabel = same,
  value,
  onChange,
  required,
  error,
  helperText,
  inputRef,
}: Props) {
  const t = useTranslations('common');
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // What is typed while searching; null shows the chosen option's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [top, setTop] = useState(0);

  const matches = useMemo(() => {
    if (!open) return [];
    const search = (typed ?? '').trim().toLocaleLowerCase();
    return search ? options.filter((o) => optionLabel(o).toLocaleLowerCase().includes(search)) : options;
  }, [open, typed, options, optionLabel]);
  const optionId = (index: number) => `${listId}-${index}`;

  // The active option stays in sight as the arrows move through a long list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const show = (from: string | null) => {
    // Under the outline, not under the helper text: measured, as the field's margins vary.
    const field = input.current?.getBoundingClientRect();
    const own = box.current?.getBoundingClientRect();
    if (field && own) setTop(field.bottom - own.top);
    setOpen(true);
    // Opened on the chosen option; a search starts at its first match.
    setActive(from === null ? options.indexOf(value) : 0);
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };
  const pick = (option: string) => {
    close();
    if (option !== value) onChange(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(typed);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : -1));
    } else if (event.key === 'Enter' && open) {
      // Picks the active option rather than sending the form.
      event.preventDefault();
      const option = matches[active];
      if (option !== undefined) pick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const activeOption = open && active >= 0 && active < matches.length ? optionId(active) : undefined;
  return (
    <div ref={box} className={styles.box}>
      <PlainOutlinedField
        label={label}
        name={name}
        value={typed ?? (value ? optionLabel(value) : '')}
        onChange={(e) => {
          setTyped(e.target.value);
          if (!open) show(e.target.value);
          setActive(0);
        }}
        onClick={() => !open && show(typed)}
        onKeyDown={onKeyDown}
        onBlur={close}
        inputRef={(el: HTMLInputElement | null) => {
          input.current = el;
          assignRef(inputRef, el);
        }}
        required={required}
        error={error}
        helperText={helperText}
        floatingLabel
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        endAdornment={
          <svg className={open ? `${styles.arrow} ${styles.up}` : styles.arrow} aria-hidden viewBox="0 0 24 24">
            <path d="M7 10l5 5 5-5z" />
          </svg>
        }
      />
      {open && (
        <ul id={listId} role="listbox" aria-label={label} className={styles.list} style={{ top }}>
          {matches.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={option === value}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // The input keeps the focus: a click picks without a blur closing the list first.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => pick(option)}
            >
              {optionLabel(option)}
            </li>
          ))}
          {matches.length === 0 && <li className={styles.none}>{t('noOptions')}</li>}
        </ul>
      )}
    </div>
  );
}
