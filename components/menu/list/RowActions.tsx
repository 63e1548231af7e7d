'use client';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

export interface RowAction {
  id: string;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  /** Deletes are coloured as such. */
  danger?: boolean;
}

interface Props {
  /** The button's accessible name, e.g. "Actions for Burgers". */
  label: string;
  actions: RowAction[];
  onAction: (id: string) => void;
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
        <Menu
          id={menuId}
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {actions.map((a) => (
            <MenuItem
              key={a.id}
              disabled={a.disabled}
              onClick={() => {
                setAnchor(null);
                onAction(a.id);
              }}
              sx={a.danger ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={a.danger ? { color: 'error.main' } : undefined}>{a.icon}</ListItemIcon>
              <ListItemText>{a.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
