'use client';
import { Box, Stack } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FailureAlert } from './FailureAlert';
import { SubmitButton } from './SubmitButton';

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
 * the right (busy while the save runs, so nothing is sent twice).
 */
export function PageForm({ onSubmit, busy, failure, label, saveLabel, notice, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} aria-label={label}>
      <FailureAlert message={failure} />
      {notice}
      <Stack spacing={3}>
        {children}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={busy} fullWidth={false}>
            {saveLabel}
          </SubmitButton>
        </Box>
      </Stack>
    </form>
  );
}
