'use client';
import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { FailureAlert } from './FailureAlert';
import { FormActions } from './FormActions';
import type { FormFrameProps } from './FormDialog';

type Props = FormFrameProps & { title: string; closeLabel: string };

/**
 * The right-hand drawer of the create/edit forms: scrolling fields between a fixed title and a
 * fixed footer. While saving it cannot be closed, so a reply never lands on a form that is gone.
 */
export function FormDrawer({
  open,
  failure,
  onCancel,
  onExited,
  busy,
  title,
  closeLabel,
  cancelLabel,
  submitLabel,
  onSubmit,
  children,
}: Props) {
  const titleId = useId();
  const close = busy ? undefined : onCancel;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      // Above the shell's app bar (drawer + 1), which would otherwise hide the title and close button.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
        transition: { onExited },
      }}
    >
      <Box
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 3,
            py: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <IconButton aria-label={closeLabel} onClick={close} disabled={busy}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>
          <FailureAlert message={failure} />
          {children}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'flex-end', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <FormActions busy={busy} onCancel={close} cancelLabel={cancelLabel} submitLabel={submitLabel} />
        </Stack>
      </Box>
    </Drawer>
  );
}
