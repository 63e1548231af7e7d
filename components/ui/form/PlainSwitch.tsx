'use client';
import type { ChangeEvent, Ref } from 'react';
import styles from './plain-switch.module.css';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * MUI's Switch in a FormControlLabel (a switch with its label beside it) in plain elements on the
 * theme's variables: the same sizes, track, thumb, colours, hover and slide. It is a real
 * checkbox named by its label, so keyboard, screen readers and the e2e specs (`check()`) meet
 * the same control. Why: Switch, SwitchBase and FormControlLabel are MUI code on the first load
 * of the settings pages, whose every section starts with switches (issue 11).
 */
export function PlainSwitch({ label, checked, onChange, name, disabled = false, inputRef }: Props) {
  return (
    <label className={classes(styles.root, checked && styles.checked, disabled && styles.disabled)}>
      <span className={styles.switch}>
        <span className={styles.base}>
          <input
            type="checkbox"
            className={styles.input}
            name={name}
            checked={checked}
            disabled={disabled}
            ref={inputRef}
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
