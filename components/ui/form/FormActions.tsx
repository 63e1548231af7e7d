'use client';
import { Button } from '@mui/material';
import { SubmitButton } from './SubmitButton';

interface Props {
  busy: boolean;
  /** undefined while busy: the frame cannot be closed under a running save. */
  onCancel: (() => void) | undefined;
  cancelLabel: string;
  submitLabel: string;
  /** For a dialog whose fields are not a form of their own: the action runs on this click. */
  onSubmit?: () => void;
  /** Nothing to send yet (no change chosen, a problem to fix first). */
  submitDisabled?: boolean;
}

/** Cancel and submit at the foot of a FormDialog, a FormDrawer or a dialog of choices. */
export function FormActions({ busy, onCancel, cancelLabel, submitLabel, onSubmit, submitDisabled }: Props) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <SubmitButton busy={busy} fullWidth={false} size="medium" onClick={onSubmit} disabled={submitDisabled}>
        {submitLabel}
      </SubmitButton>
    </>
  );
}
