'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './plain-form.module.css';

export interface PlainTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'className' | 'aria-invalid' | 'aria-describedby'
> {
  name: string;
  label: string;
  /** Shown under the field and announced with it; takes the hint's place. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A button inside the field, at its end (show or hide the password). */
  endButton?: ReactNode;
}

/**
 * A labelled text input with its hint or error under it, in plain HTML: the auth forms' twin of the
 * MUI text field (same name, description and `aria-invalid`), so their pages ship no MUI.
 * Uncontrolled: what was typed stays whatever the form's state does.
 */
export function PlainTextField({
  name,
  label,
  error,
  hint,
  required,
  inputRef,
  endButton,
  ...input
}: PlainTextFieldProps) {
  const id = `${useId()}${name}`;
  const help = error ?? hint;
  const helpId = `${id}-help`;
  const control = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      required={required}
      aria-invalid={Boolean(error)}
      aria-describedby={help ? helpId : undefined}
      className={endButton ? `${styles.input} ${styles.withToggle}` : styles.input}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {endButton ? (
        <div className={styles.control}>
          {control}
          {endButton}
        </div>
      ) : (
        control
      )}
      {help && (
        <p id={helpId} className={error ? styles.error : styles.hint}>
          {help}
        </p>
      )}
    </div>
  );
}
