'use client';
import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** Beside the title, before the close button (a status chip). */
  badge?: ReactNode;
  children: ReactNode;
}

/**
 * The right-hand drawer that shows one thing of a list beside it (a customer and their orders):
 * a fixed title with its close button over a scrolling body. Full width on a phone.
 */
export function DetailDrawer({ open, onClose, title, closeLabel, badge, children }: Props) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the shell's app bar (drawer + 1), which would hide the drawer's own header.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, display: 'flex', flexDirection: 'column' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {badge}
        <IconButton onClick={onClose} aria-label={closeLabel} edge="end">
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>{children}</Box>
    </Drawer>
  );
}
