'use client';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { QueryLoadError, type LoadedQuery } from '@/components/ui/ListStates';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The dialog unmounts them once closed, so every opening starts blank. */
  children: ReactNode;
}

/** A menu tool (bulk edit, copy to a location) in a titled dialog. */
export function ToolDialog({ open, onClose, title, children }: DialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

interface FormProps {
  /** The last call's failure (useFormFailure's message). */
  failure: string | undefined;
  /** Lists the choices come from: one that failed to load says so, with a retry. */
  queries: LoadedQuery[];
  spacing?: number;
  /** The choices. */
  children: ReactNode;
  /** FormActions, at the foot. */
  actions: ReactNode;
}

/** A tool's choices under its failure, then its buttons. */
export function ToolForm({ failure, queries, spacing = 2, children, actions }: FormProps) {
  return (
    <>
      <DialogContent>
        <FailureAlert message={failure} />
        <QueryLoadError queries={queries} />
        <Stack spacing={spacing} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
    </>
  );
}
