'use client';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';
import { FailureAlert } from './FailureAlert';
import { SubmitButton } from './SubmitButton';

/**
 * The state of a dialog mounted per opening: open until it is cancelled or its save succeeds, and the failure no
 * field can hold. `sending()` clears the last failure and gives the save's callbacks: success closes the dialog,
 * the server's field errors land on `serverFields`, anything else shows in the alert (what was typed stays).
 */
export function useFormDialog<T extends FieldValues>(setError: UseFormSetError<T>, serverFields: readonly string[]) {
  const [open, setOpen] = useState(true);
  const [failure, setFailure] = useState<string>();
  const sending = () => {
    setFailure(undefined);
    return {
      onSuccess: () => setOpen(false),
      onError: (err: Error) => {
        if (!applyServerErrors(err, setError, serverFields)) setFailure(err.message);
      },
    };
  };
  return { props: { open, failure, onCancel: () => setOpen(false) }, sending };
}

interface Props {
  open: boolean;
  /** A failure no field can hold, shown above the fields. */
  failure: string | undefined;
  onCancel: () => void;
  /** After the closing transition: the place to unmount the dialog. */
  onExited: () => void;
  /** While the save runs the dialog cannot be closed and the submit button spins. */
  busy: boolean;
  title: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields. */
  children: ReactNode;
}

/** A form in a modal: title, failure alert, the fields, then cancel and submit. */
export function FormDialog({ open, failure, onCancel, onExited, busy, title, cancelLabel, submitLabel, onSubmit, maxWidth = 'xs', children }: Props) {
  const titleId = useId();
  // While saving the dialog stays, so the reply (and its field errors) has a form to land on.
  const close = busy ? undefined : onCancel;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth slotProps={{ transition: { onExited } }}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FailureAlert message={failure} />
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <SubmitButton busy={busy} fullWidth={false} size="medium">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
