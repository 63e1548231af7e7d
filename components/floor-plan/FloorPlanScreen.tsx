'use client';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import { openedLazily } from '@/components/ui/opened-lazily';
import { useLeaveGuard } from '@/components/ui/use-leave-guard';
import { floorPlanQuery, useDeleteRoom, useOrderRooms, useSelectRoom } from '@/lib/api/floor-plan';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { FloorPlanReply, FloorRoom } from '@/lib/contract/floor-plan';
import { isTable, numberKey } from '@/lib/contract/plain/floor-plan';
import { CANVAS_HEIGHT } from './canvas-constants';
import { ROOM_PANEL_ID, roomTabId, RoomTabs } from './RoomTabs';

// The questions (MUI's Dialog and Modal) load the first time one is asked, not with the page.
const ConfirmDialog = openedLazily(
  () => import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
  (p) => p.open,
);
const LeaveDialog = openedLazily(
  () => import('@/components/ui/LeaveDialog').then((m) => m.LeaveDialog),
  (p) => p.guard.asking,
);

// The name form (react-hook-form, zod, the contract) loads when it first opens.
const RoomNameDialog = dynamic(() => import('./RoomNameDialog').then((m) => m.RoomNameDialog), { ssr: false });

/**
 * The room editor (palette, tools, properties, table list, combinations: most of this folder and
 * of MUI's inputs and tables) in a chunk of its own, still rendered on the server and preloaded
 * with the page, so the page's first-load JS is the rooms' tabs (issue 11: 250 KB). The
 * placeholder stands where the palette, the toolbar and the plan will be.
 */
const RoomEditor = dynamic(() => import('./RoomEditor').then((m) => m.RoomEditor), {
  loading: () => (
    <Stack spacing={2}>
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rectangular" height={CANVAS_HEIGHT} sx={{ borderRadius: 1 }} />
    </Stack>
  ),
});

/** The name dialog: closed, adding, or renaming a room. */
type Naming = null | { room: FloorRoom | undefined };

/**
 * /reservation/floor-plan: the location's rooms as tabs (the one opened last opens again), each
 * edited in the room editor. Unsaved changes are asked about before another room, another page
 * or another location is opened.
 */
export function FloorPlanScreen() {
  const t = useTranslations('floorPlan');
  const query = useQuery(floorPlanQuery());
  const selectRoom = useSelectRoom();
  const orderRooms = useOrderRooms();
  const deleteRoom = useDeleteRoom();
  const [openId, setOpenId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // Bumped to drop unsaved changes: the editor starts again from the saved room.
  const [epoch, setEpoch] = useState(0);
  const [askSwitch, setAskSwitch] = useState<string | null>(null);
  const [naming, setNaming] = useState<Naming>(null);
  const [deleting, setDeleting] = useState<FloorRoom | null>(null);
  const discard = () => {
    setDirty(false);
    setEpoch((n) => n + 1);
  };
  const guard = useLeaveGuard(dirty, discard);

  const rooms = useMemo(() => query.data?.rooms ?? [], [query.data]);
  const current =
    rooms.find((r) => r._id === openId) ?? rooms.find((r) => r._id === query.data?.selectedRoom) ?? rooms[0];
  const otherNumbers = useMemo(
    () =>
      new Set(
        rooms
          .filter((r) => r._id !== current?._id)
          .flatMap((r) => r.elements.filter(isTable).map((e) => numberKey(e.number))),
      ),
    [rooms, current?._id],
  );

  const open = (id: string) => {
    setOpenId(id);
    selectRoom.mutate(id);
  };
  const requestOpen = (id: string) => {
    if (id === current?._id) return;
    if (dirty) setAskSwitch(id);
    else open(id);
  };
  const move = (room: FloorRoom, by: -1 | 1) => {
    const ids = rooms.map((r) => r._id);
    const from = ids.indexOf(room._id);
    [ids[from], ids[from + by]] = [ids[from + by]!, ids[from]!];
    orderRooms.mutate(ids);
  };
  // A new room opens at once unless the open one has unsaved changes (its tab is there to click).
  const onNamed = (reply: FloorPlanReply) => {
    if (naming?.room === undefined && !dirty && reply.selectedRoom) setOpenId(reply.selectedRoom);
  };
  const startNaming = (room: FloorRoom | undefined) => {
    if (current) setOpenId(current._id);
    setNaming({ room });
  };

  if (isFirstLoadFailure(query))
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListSkeleton label={t('loading')} rows={2} rowHeight={240} />;

  return (
    <>
      {current ? (
        <>
          <RoomTabs
            rooms={rooms}
            currentId={current._id}
            onOpen={requestOpen}
            onAdd={() => startNaming(undefined)}
            onRename={startNaming}
            onMove={move}
            onDelete={setDeleting}
          />
          <Box role="tabpanel" id={ROOM_PANEL_ID} aria-labelledby={roomTabId(current._id)} sx={{ pt: 2 }}>
            <RoomEditor
              key={`${current._id}:${epoch}`}
              room={current}
              otherNumbers={otherNumbers}
              onDirtyChange={setDirty}
            />
          </Box>
        </>
      ) : (
        <ListEmpty
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Button variant="contained" onClick={() => startNaming(undefined)}>
              {t('empty.action')}
            </Button>
          }
        />
      )}
      {naming && <RoomNameDialog room={naming.room} onSaved={onNamed} onClose={() => setNaming(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('rooms.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('rooms.deleteText')}
        confirmLabel={t('rooms.deleteConfirm')}
        cancelLabel={t('rooms.cancel')}
        destructive
        busy={deleteRoom.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleteRoom.mutate(deleting!._id, {
            onSuccess: () => {
              if (deleting!._id === current?._id) {
                setOpenId(null);
                discard();
              }
              setDeleting(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={!!askSwitch}
        title={t('rooms.switchTitle', { name: current?.name ?? '' })}
        description={t('rooms.switchText')}
        confirmLabel={t('rooms.switchLeave')}
        cancelLabel={t('rooms.stay')}
        destructive
        onCancel={() => setAskSwitch(null)}
        onConfirm={() => {
          discard();
          open(askSwitch!);
          setAskSwitch(null);
        }}
      />
      <LeaveDialog guard={guard} namespace="floorPlan.leave" />
    </>
  );
}
