'use client';
import { Drawer, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  productName: string;
  width: number;
  /** The menu itself. */
  children: ReactNode;
}

/** Below 768 px the menu is a temporary drawer (LeftMenu loads it on the first opening). */
export function MobileMenuDrawer({ open, onClose, productName, width, children }: MobileMenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // Above the app bar, which itself sits above the permanent sidebar.
      sx={{ zIndex: 'modal' }}
      slotProps={{ paper: { sx: { width, maxWidth: '85vw' } } }}
    >
      <Toolbar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 800 }}>
          {productName}
        </Typography>
      </Toolbar>
      {children}
    </Drawer>
  );
}
