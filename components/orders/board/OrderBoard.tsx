'use client';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notices';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { openedLazily } from '@/components/ui/opened-lazily';
import { ListError } from '@/components/ui/ListStates';
import { userQuery } from '@/lib/api/account';
import { boardQuery, editBoard } from '@/lib/api/order-board';
import { useOrderStream } from '@/lib/api/order-stream';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { boardColumns, type BoardColumn as Column, type Order } from '@/lib/contract';
import { applyOrder, boardIsRinging, findOrder } from '@/lib/order-stream/board-cache';
import { OrderDrawer } from '../drawer/OrderDrawer';
import { BoardColumn } from './BoardColumn';
import { BoardDragOverlay } from './BoardDragOverlay';
import { resolveDrop } from './board-moves';
import { ConnectionChip } from './ConnectionChip';
import { columnCoordinates } from './keyboard';
import { SoundControls } from './SoundControls';
import { useAnnouncements } from './use-announcements';
import { useBoardActions } from './use-board-actions';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { useDueLabel } from './use-due-label';
import { useNewOrderAlarm } from './use-new-order-alarm';

// Its form and rules (zod) load with the first confirmation, not with the dashboard.
const PreparationTimeDialog = openedLazily(
  () => import('./PreparationTimeDialog').then((m) => m.PreparationTimeDialog),
  (props) => props.orderNumber !== null,
);

// The pointer decides where a mouse drop lands; a keyboard drag has no pointer, so the moved
// card's rectangle does.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

// Options outside the component: a new object on each render would make new sensors, new
// listeners for every card, and re-render all of them.
const POINTER = { activationConstraint: { distance: 6 } };
const KEYBOARD = { coordinateGetter: columnCoordinates };

const GRID_SX = {
  display: 'grid',
  gap: 1,
  // The kitchen sees every column at once: from 840 px of board (a 1024 px tablet beside the
  // folded sidebar, a 1280 px laptop beside the open one) the six columns share the width and
  // the cards fit about 140 px. A phone's board is narrower: readable columns that scroll
  // sideways inside the board, never the page.
  gridTemplateColumns: 'repeat(6, minmax(200px, 1fr))',
  '@container order-board (min-width: 840px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  overflowX: 'auto',
  // The containing block of the columns' visually hidden texts: without it they escape the
  // scroll box and widen the whole page.
  position: 'relative',
  pb: 1,
  alignItems: 'start',
} as const;

/** The live order board of the dashboard (issue 5 items 3 and 4). */
export function OrderBoard() {
  const t = useTranslations('orderBoard');
  const account = useQuery(userQuery());
  // Staff without the orders flag get no board (the API would refuse it); the UI only hides.
  const allowed = account.data ? !!account.data.user.permissions?.orders : true;
  const board = useQuery({ ...boardQuery(), enabled: allowed });
  const connection = useOrderStream(allowed);
  const alarm = useNewOrderAlarm(boardIsRinging(board.data));
  const actions = useBoardActions();
  const { format: money } = useLocationMoney();
  // Ages ("5 min ago") move on without a re-render from data.
  const { announcements, screenReaderInstructions } = useAnnouncements();
  const [openId, setOpenId] = useState<string | null>(null);
  const qc = useQueryClient();

  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const found = board.data && findOrder(board.data, String(active.id));
      if (!found) return;
      const outcome = resolveDrop(found.order, found.column, (over?.id as Column | undefined) ?? null);
      if (outcome.kind === 'action') actions.request(found.order, outcome.action);
      if (outcome.kind === 'refused') {
        const to = over ? t(`columns.${over.id as Column}`) : '';
        notify(
          t(`refused.${outcome.reason}`, { number: found.order.order_number, from: t(`columns.${found.column}`), to }),
          { variant: 'warning' },
        );
      }
    },
    [board.data, actions, t],
  );

  // The drawer's GET order/{id} marks the order seen and the stream tells every board; the card
  // stops ringing here at once rather than after that round trip (a poll restores the truth if
  // the call fails).
  const onOpen = useCallback(
    (order: Order) => {
      setOpenId(order._id);
      if (order.isNew) editBoard(qc, (b) => applyOrder(b, { ...order, isNew: false }, { force: true }));
    },
    [qc],
  );
  const dueLabel = useDueLabel();
  const cardActions = { money, dueLabel, onOpen, onAction: actions.request };
  if (!allowed) return null;

  return (
    <Box
      component="section"
      aria-labelledby="order-board-title"
      sx={{ containerType: 'inline-size', containerName: 'order-board' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="order-board-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <ConnectionChip state={connection} />
        <Box sx={{ flexGrow: 1 }} />
        <SoundControls
          muted={alarm.muted}
          blocked={alarm.blocked}
          onMute={alarm.setMuted}
          onEnable={() => void alarm.enable()}
        />
      </Stack>
      {isFirstLoadFailure(board) ? (
        <ListError message={board.error.message} retryLabel={t('retry')} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <Box sx={GRID_SX} aria-busy="true" aria-label={t('loading')}>
          {boardColumns.map((c) => (
            <Skeleton key={c} variant="rounded" height={160} />
          ))}
        </Box>
      ) : (
        <DndContext
          // A fixed id: dnd-kit's own counter differs between the server render and the browser,
          // and the handles' aria-describedby would not hydrate.
          id="order-board"
          sensors={sensors}
          collisionDetection={collision}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragEnd={onDragEnd}
        >
          <Box sx={GRID_SX} role="group" aria-label={t('label')}>
            {boardColumns.map((column) => (
              <BoardColumn key={column} column={column} orders={board.data[column]} {...cardActions} />
            ))}
          </Box>
          <BoardDragOverlay {...cardActions} />
        </DndContext>
      )}
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
      <PreparationTimeDialog
        orderNumber={actions.confirming?.order_number ?? null}
        onConfirm={actions.confirm}
        onCancel={actions.dismiss}
      />
      <ConfirmDialog
        open={!!actions.cancelling}
        title={t('cancel.title', { number: actions.cancelling?.order_number ?? '' })}
        description={t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.back')}
        destructive
        onConfirm={actions.cancel}
        onCancel={actions.dismiss}
      />
    </Box>
  );
}
