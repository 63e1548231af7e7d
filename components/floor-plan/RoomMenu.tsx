'use client';
import { Menu, MenuItem } from '@mui/material';
import { useTranslations } from 'next-intl';

export interface RoomMenuProps {
  /** The actions button; null: closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The room is first (it cannot move left) or last (it cannot move right). */
  first: boolean;
  last: boolean;
  onRename: () => void;
  onMoveLeft: () => void;
  onMoveRight: () => void;
  onDelete: () => void;
}

/** The open room's actions. Each one closes the menu first. */
export function RoomMenu({ anchor, onClose, first, last, onRename, onMoveLeft, onMoveRight, onDelete }: RoomMenuProps) {
  const t = useTranslations('floorPlan.rooms');
  const act = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem onClick={act(onRename)}>{t('rename')}</MenuItem>
      <MenuItem disabled={first} onClick={act(onMoveLeft)}>
        {t('moveLeft')}
      </MenuItem>
      <MenuItem disabled={last} onClick={act(onMoveRight)}>
        {t('moveRight')}
      </MenuItem>
      <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }}>
        {t('delete')}
      </MenuItem>
    </Menu>
  );
}
