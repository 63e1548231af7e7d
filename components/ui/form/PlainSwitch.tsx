'use client';
import { useCallback, useRef, type ChangeEvent, type Ref } from 'react';
import { assignRef, useEarlyChange } from './keep-early-input';
import styles from './plain-switch.module.css';
import { classNames } from '../class-names';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * MUI's Switch in a FormControlLabel (a switch with its label beside it) in plain elements on the
 * theme's variables: the same sizes, track, thumb, colours, hover and slide. It is a real
 * checkbox with the switch role, as MUI's, named by its label, so keyboard, screen readers and
 * the e2e specs (`check()`) meet the same control. Why: Switch, SwitchBase and FormControlLabel are MUI code on the first load
 * of the settings pages, whose every section starts with switches (issue 11).
 */
export function PlainSwitch({ label, checked, onChange, name, disabled = false, inputRef }: Props) {
  const box = useRef<HTMLInputElement | null>(null);
  const setBox = useCallback(
    (el: HTMLInputElement | null) => {
      box.current = el;
      assignRef(inputRef, el);
    },
    [inputRef],
  );
  // The page is rendered on the server: a switch turned before it hydrates reached no handler, and
  // the next render would turn it back. React leaves the box as the person set it and gives it
  // the checked state it rendered as its default: once hydrated, a difference is reported.
  useEarlyChange(() => {
    const el = box.current;
    return el && el.checked !== el.defaultChecked ? el.checked : null;
  }, onChange);
  return (
    <label className={classNames(styles.root, checked && styles.checked, disabled && styles.disabled)}>
      <span className={styles.switch}>
        <span className={styles.base}>
          <input
            type="checkbox"
            role="switch"
            className={styles.input}
            name={name}
            checked={checked}
            disabled={disabled}
            ref={setBox}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
          />
          <span className={styles.thumb} />
        </span>
        <span className={styles.track} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
}
