'use client';
import Close from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/form/SubmitButton';

interface Props {
  open: boolean;
  title: string;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  /** After the closing animation: the parent unmounts the form. */
  onExited?: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The right-hand drawer the menu's create/edit forms share: scrolling fields between a fixed
 * title and a fixed footer. While saving it cannot be closed, so a reply never lands on a
 * form that is gone.
 */
export function FormDrawer({ open, title, closeLabel, cancelLabel, submitLabel, busy, onClose, onExited, onSubmit, children }: Props) {
  const titleId = useId();
  const close = busy ? undefined : onClose;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      // Above the shell's app bar (drawer + 1), which would otherwise hide the title and close button.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId },
        transition: { onExited },
      }}
    >
      <Box component="form" onSubmit={onSubmit} noValidate aria-busy={busy} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={close} disabled={busy}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>{children}</Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <SubmitButton busy={busy} fullWidth={false} size="medium">
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Box>
    </Drawer>
  );
}
