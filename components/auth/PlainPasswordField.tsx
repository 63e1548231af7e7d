'use client';
import { useState } from 'react';
import { PasswordToggleIcon } from './PasswordToggleIcon';
import { PlainTextField, type PlainTextFieldProps } from './PlainTextField';
import styles from './plain-form.module.css';

type Props = Omit<PlainTextFieldProps, 'type' | 'endButton'> & {
  /** The toggle's names: "Show password", "Hide password". */
  toggleTexts: { show: string; hide: string };
};

/** A password field with its show / hide button, in plain HTML (PasswordField is its MUI twin). */
export function PlainPasswordField({ toggleTexts, ...field }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <PlainTextField
      {...field}
      type={shown ? 'text' : 'password'}
      endButton={
        <button
          type="button"
          className={styles.toggle}
          aria-label={shown ? toggleTexts.hide : toggleTexts.show}
          onClick={() => setShown((s) => !s)}
        >
          <PasswordToggleIcon shown={shown} />
        </button>
      }
    />
  );
}
