'use client';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { OrderAction } from '@/lib/contract';

export interface StatusMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  actions: OrderAction[];
  onClose: () => void;
  onAction: (action: OrderAction) => void;
}

/** The card's status menu once opened (StatusMenu loads it with the board's first opening). */
export function StatusMenuPopup({ id, anchor, actions, onClose, onAction }: StatusMenuPopupProps) {
  const t = useTranslations('orderBoard');
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {actions.map((action) => (
        <MenuItem
          key={action}
          onClick={() => {
            onClose();
            onAction(action);
          }}
          sx={action === 'cancel' ? { color: 'error.main' } : undefined}
        >
          <ListItemText>{t(`actions.${action}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
