'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notices';
import { useCallback, useMemo, useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import { ListError } from '@/components/ui/ListStates';
import { userQuery } from '@/lib/api/account';
import { boardQuery, editBoard } from '@/lib/api/order-board';
import { useOrderStream } from '@/lib/api/order-stream';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { BoardColumn as Column, Order } from '@/lib/contract';
import { applyOrder, boardIsRinging, findOrder } from '@/lib/order-stream/board-cache';
import { OrderDrawer } from '../drawer/OrderDrawer';
import { BoardSkeleton } from './BoardSkeleton';
import { DndBoard } from './DndBoard';
import { resolveDrop } from './board-moves';
import { ConnectionChip } from './ConnectionChip';
import type { CardActions } from './OrderCard';
import { SoundControls } from './SoundControls';
import { useBoardActions } from './use-board-actions';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { useDueLabel } from './use-due-label';
import { useNewOrderAlarm } from './use-new-order-alarm';
import styles from './order-board.module.css';

// Its form and rules (zod) load with the first confirmation, not with the dashboard.
const PreparationTimeDialog = openedLazily(
  () => import('./PreparationTimeDialog').then((m) => m.PreparationTimeDialog),
  (props) => props.orderNumber !== null,
);
// The dialog (MUI's modal) loads with the first cancel.
const CancelDialog = openedLazily(
  () => import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
  (props) => props.open,
);

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
  const [openId, setOpenId] = useState<string | null>(null);
  const qc = useQueryClient();
  const { request } = actions;

  const onDrop = useCallback(
    (orderId: string, to: Column | null) => {
      const found = board.data && findOrder(board.data, orderId);
      if (!found) return;
      const outcome = resolveDrop(found.order, found.column, to);
      if (outcome.kind === 'action') request(found.order, outcome.action);
      if (outcome.kind === 'refused') {
        notify(
          t(`refused.${outcome.reason}`, {
            number: found.order.order_number,
            from: t(`columns.${found.column}`),
            to: to ? t(`columns.${to}`) : '',
          }),
          { variant: 'warning' },
        );
      }
    },
    [board.data, request, t],
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
  // The same object while nothing in it changes: the columns and cards are memoised.
  const cardActions = useMemo<CardActions>(
    () => ({ money, dueLabel, onOpen, onAction: request }),
    [money, dueLabel, onOpen, request],
  );
  if (!allowed) return null;

  return (
    // Plain elements (order-board.module.css), as the columns, cards and controls: the board puts
    // none of MUI's components on the dashboard's first load.
    <section aria-labelledby="order-board-title" className={styles.board}>
      <div className={styles.head}>
        <h2 id="order-board-title" className={styles.title}>
          {t('title')}
        </h2>
        <ConnectionChip state={connection} />
        <div className={styles.grow} />
        <div className={styles.sound}>
          <SoundControls
            muted={alarm.muted}
            blocked={alarm.blocked}
            onMute={alarm.setMuted}
            onEnable={() => void alarm.enable()}
          />
        </div>
      </div>
      {isFirstLoadFailure(board) ? (
        <ListError message={board.error.message} retryLabel={t('retry')} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <BoardSkeleton />
      ) : (
        <DndBoard board={board.data} cardActions={cardActions} onDrop={onDrop} />
      )}
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
      <PreparationTimeDialog
        orderNumber={actions.confirming?.order_number ?? null}
        onConfirm={actions.confirm}
        onCancel={actions.dismiss}
      />
      <CancelDialog
        open={!!actions.cancelling}
        title={t('cancel.title', { number: actions.cancelling?.order_number ?? '' })}
        description={t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.back')}
        destructive
        onConfirm={actions.cancel}
        onCancel={actions.dismiss}
      />
    </section>
  );
}
