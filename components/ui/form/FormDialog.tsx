'use client';
import { Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FailureAlert } from './FailureAlert';
import { FormActions } from './FormActions';

/** What a form frame (FormDialog, FormDrawer) takes; `open`, `failure` and `onCancel` come from useFormDialog. */
export interface FormFrameProps {
  open: boolean;
  /** A failure no field can hold, shown above the fields. */
  failure: string | undefined;
  onCancel: () => void;
  /** After the closing transition: the place to unmount the form. */
  onExited: () => void;
  /** While the save runs the frame cannot be closed and the submit button spins. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}

type Props = FormFrameProps & { title: ReactNode; maxWidth?: DialogProps['maxWidth'] };

/** A form in a modal: title, failure alert, the fields, then cancel and submit. */
export function FormDialog({
  open,
  failure,
  onCancel,
  onExited,
  busy,
  title,
  cancelLabel,
  submitLabel,
  onSubmit,
  maxWidth = 'xs',
  children,
}: Props) {
  const titleId = useId();
  // While saving the dialog stays, so the reply (and its field errors) has a form to land on.
  const close = busy ? undefined : onCancel;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FailureAlert message={failure} />
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormActions busy={busy} onCancel={close} cancelLabel={cancelLabel} submitLabel={submitLabel} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
