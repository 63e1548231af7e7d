'use client';
import AddIcon from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import { Button, IconButton, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { FloorRoom } from '@/lib/contract/floor-plan';
import type { RoomMenuProps } from './RoomMenu';
import { RoomTabList } from './RoomTabList';

// MUI's Menu (Popover, Modal, MenuList) loads the first time the room's actions open, not with the page.
const RoomMenu = openedLazily<RoomMenuProps>(
  () => import('./RoomMenu').then((m) => m.RoomMenu),
  (p) => p.anchor !== null,
);

export const roomTabId = (id: string) => `floor-room-tab-${id}`;
export const ROOM_PANEL_ID = 'floor-room-panel';

interface Props {
  rooms: readonly FloorRoom[];
  currentId: string;
  onOpen: (id: string) => void;
  onAdd: () => void;
  onRename: (room: FloorRoom) => void;
  /** -1: one place to the left; 1: to the right. */
  onMove: (room: FloorRoom, by: -1 | 1) => void;
  onDelete: (room: FloorRoom) => void;
}

/** The location's rooms as tabs, in their order, with the open room's actions in a menu. */
export function RoomTabs({ rooms, currentId, onOpen, onAdd, onRename, onMove, onDelete }: Props) {
  const t = useTranslations('floorPlan.rooms');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const index = rooms.findIndex((r) => r._id === currentId);
  const current = rooms[index]!;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <RoomTabList
        label={t('label')}
        tabs={rooms.map((r) => ({ id: r._id, label: r.name, tabId: roomTabId(r._id) }))}
        currentId={currentId}
        panelId={ROOM_PANEL_ID}
        onOpen={onOpen}
      />
      <IconButton
        aria-label={t('actions', { name: current.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <RoomMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        first={index === 0}
        last={index === rooms.length - 1}
        onRename={() => onRename(current)}
        onMoveLeft={() => onMove(current, -1)}
        onMoveRight={() => onMove(current, 1)}
        onDelete={() => onDelete(current)}
      />
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ flexShrink: 0 }}>
        {t('add')}
      </Button>
    </Stack>
  );
}
