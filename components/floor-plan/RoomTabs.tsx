'use client';
import AddIcon from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import { Button, IconButton, Menu, MenuItem, Stack, Tab, Tabs } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FloorRoom } from '@/lib/contract/floor-plan';

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
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={currentId}
        onChange={(_, id: string) => onOpen(id)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('label')}
        sx={{ minWidth: 0, flexShrink: 1 }}
      >
        {rooms.map((r) => (
          <Tab key={r._id} value={r._id} label={r.name} id={roomTabId(r._id)} aria-controls={ROOM_PANEL_ID} />
        ))}
      </Tabs>
      <IconButton
        aria-label={t('actions', { name: current.name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={act(() => onRename(current))}>{t('rename')}</MenuItem>
        <MenuItem disabled={index === 0} onClick={act(() => onMove(current, -1))}>
          {t('moveLeft')}
        </MenuItem>
        <MenuItem disabled={index === rooms.length - 1} onClick={act(() => onMove(current, 1))}>
          {t('moveRight')}
        </MenuItem>
        <MenuItem onClick={act(() => onDelete(current))} sx={{ color: 'error.main' }}>
          {t('delete')}
        </MenuItem>
      </Menu>
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ flexShrink: 0 }}>
        {t('add')}
      </Button>
    </Stack>
  );
}
