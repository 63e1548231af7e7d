'use client';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { rowActionIcons } from './row-action-icons';
import type { MenuRowAction, RowAction } from './row-action-items';

export interface RowActionsMenuProps {
  id: string;
  anchor: HTMLElement;
  actions: RowAction[];
  onClose: () => void;
  onAction: (id: MenuRowAction) => void;
}

/** A row's open actions menu (RowActions loads it with the first opening). */
export function RowActionsMenu({ id, anchor, actions, onClose, onAction }: RowActionsMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {actions.map((a) => (
        <MenuItem
          key={a.id}
          disabled={a.disabled}
          onClick={() => {
            onClose();
            onAction(a.id);
          }}
          sx={a.danger ? { color: 'error.main' } : undefined}
        >
          <ListItemIcon sx={a.danger ? { color: 'error.main' } : undefined}>{rowActionIcons[a.id]}</ListItemIcon>
          <ListItemText>{a.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
