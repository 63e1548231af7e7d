'use client';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton } from '@mui/material';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import type { MenuRowAction, RowAction } from './row-action-items';

// MUI's menu (its popover and modal) loads with the first opening, not with the list (issue 11
// item 1).
const RowActionsMenu = dynamic(() => import('./RowActionsMenu').then((m) => m.RowActionsMenu), { ssr: false });

interface Props {
  /** The button's accessible name, e.g. "Actions for Burgers". */
  label: string;
  actions: RowAction[];
  onAction: (id: MenuRowAction) => void;
}

/**
 * One "more" button per row instead of a row of icons: 6,000 rows stay light, and the menu is
 * only mounted while open.
 */
export function RowActions({ label, actions, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {anchor && (
        <RowActionsMenu
          id={menuId}
          anchor={anchor}
          actions={actions}
          onClose={() => setAnchor(null)}
          onAction={onAction}
        />
      )}
    </>
  );
}
