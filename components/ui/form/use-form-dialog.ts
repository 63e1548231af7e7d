'use client';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useFormFailure, type SendOptions } from './use-form-failure';

/**
 * The state of a FormDialog or FormDrawer mounted per opening: open until it is cancelled or its save
 * succeeds, and the failure no field can hold (useFormFailure). `sending()` is useFormFailure's, with
 * a success that also closes; `props` go on the frame, which unmounts the form after closing.
 */
export function useFormDialog<T extends FieldValues>(
  setError: UseFormSetError<T>,
  serverFields: readonly string[] = [],
) {
  const [open, setOpen] = useState(true);
  const failure = useFormFailure(setError, serverFields);
  const sending = <D = unknown>({ onSuccess, ...rest }: SendOptions<D> = {}) =>
    failure.sending<D>({
      ...rest,
      onSuccess: (data) => {
        setOpen(false);
        onSuccess?.(data);
      },
    });
  return { props: { open, failure: failure.message, onCancel: () => setOpen(false) }, sending };
}
