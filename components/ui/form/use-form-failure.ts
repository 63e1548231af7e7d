'use client';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, firstServerText } from './apply-server-errors';

/** What one save adds to the form's own failure handling. */
export interface SendOptions<D> {
  onSuccess?: (data: D) => void;
  /**
   * A failure no field took. Return true when it is dealt with here (put on a field of the form's own
   * choosing, listed somewhere else); otherwise it shows in the form's alert.
   */
  onFailure?: (err: Error) => boolean;
  /** The fields this save's errors may land on, when they depend on what was sent (one set per option row). */
  fields?: readonly string[];
}

/**
 * The failure of a form's save that no field can hold (rate limit, conflict, network), for its
 * FailureAlert. `sending()` clears the last one and gives the save's callbacks: the server's field
 * errors land on `fields`, anything else becomes `message`. Nothing is reset, so what was typed stays.
 * Without `setError` (a dialog with no bound fields) the server's first field text is the message.
 */
export function useFormFailure<T extends FieldValues>(setError?: UseFormSetError<T>, fields: readonly string[] = []) {
  const [message, setMessage] = useState<string>();

  const sending = <D = unknown>({ onSuccess, onFailure, fields: sent = fields }: SendOptions<D> = {}) => {
    setMessage(undefined);
    return {
      onSuccess,
      onError: (err: Error) => {
        if (setError && applyServerErrors(err, setError, sent)) return;
        if (onFailure?.(err)) return;
        setMessage(setError ? err.message : firstServerText(err));
      },
    };
  };

  return { message, sending, show: setMessage, clear: () => setMessage(undefined) };
}
