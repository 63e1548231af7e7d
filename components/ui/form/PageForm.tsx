'use client';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { PlainSubmitButton } from './PlainSubmitButton';
import { FailureAlert } from './FailureAlert';
import styles from './page-form.module.css';

interface Props {
  /** usePageForm's `frame`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  failure: string | undefined;
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  /** Shown under the failure, above the fields (the load error of the form's own query). */
  notice?: ReactNode;
  /** The fields, stacked. */
  children: ReactNode;
}

/**
 * The frame of a usePageForm form: the failure no field took, the fields, and Save at the end on
 * the right (busy while the save runs, so nothing is sent twice). Plain elements: the frame is
 * on the first screen of the pages that use it (SubmitButton's MUI Button is for dialogs).
 */
export function PageForm({ onSubmit, busy, failure, label, saveLabel, notice, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} aria-label={label}>
      <FailureAlert message={failure} />
      {notice}
      <div className={styles.fields}>
        {children}
        <div className={styles.save}>
          <PlainSubmitButton busy={busy}>{saveLabel}</PlainSubmitButton>
        </div>
      </div>
    </form>
  );
}
