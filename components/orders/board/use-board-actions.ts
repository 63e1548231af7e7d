'use client';
import { startTransition, useCallback, useState } from 'react';
import { useMoveOrder } from '@/lib/api/order-board';
import type { Order, OrderAction } from '@/lib/contract';

/**
 * One path for a status change, whether it comes from a drop or the card's menu: a confirm first
 * asks the preparation time, a cancel asks to be sure, the rest go straight out (optimistic).
 * The dialogs open in a transition: the drop (or the menu closing) is painted first, and the
 * dialog, a few hundred elements to mount, follows in the next frames instead of holding that
 * paint back (issue 11 item 5: a drag answers within 200 ms).
 */
export function useBoardActions() {
  const move = useMoveOrder();
  const { mutate } = move;
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const request = useCallback(
    (order: Order, action: OrderAction) => {
      if (action === 'confirm') startTransition(() => setConfirming(order));
      else if (action === 'cancel') startTransition(() => setCancelling(order));
      else mutate({ order, action });
    },
    [mutate],
  );

  const confirm = useCallback(
    (minutes: number) => {
      if (confirming) mutate({ order: confirming, action: 'confirm', preparationTime: minutes });
      setConfirming(null);
    },
    [confirming, mutate],
  );

  const cancel = useCallback(() => {
    if (cancelling) mutate({ order: cancelling, action: 'cancel' });
    setCancelling(null);
  }, [cancelling, mutate]);

  return {
    request,
    confirming,
    cancelling,
    confirm,
    cancel,
    dismiss: () => {
      setConfirming(null);
      setCancelling(null);
    },
  };
}
