'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ORDER_STREAM_RETRY_MS } from '@/lib/contract/plain/orders';
import { applyOrder } from '@/lib/order-stream/board-cache';
import {
  connectionState,
  parseStreamEvent,
  READY,
  reopenDelay,
  streamUrl,
  type ConnectionState,
} from '@/lib/order-stream/events';
import { dashboardKeys } from './dashboard';
import { editBoard } from './order-board';
import { orderKeys } from './order-keys';

/** While the stream is down the board is read this often (issue 5: never miss an order). */
export const BOARD_POLL_MS = 10_000;
/** The figure strip above the board follows the stream, one read per burst of events. */
const FIGURES_REFRESH_MS = 2_000;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Keeps the board cache live from GET order/stream (SSE through the BFF, same origin, so the
 * session cookie goes along). Events are applied by `_id`, so a replay or a repeat never makes a
 * second card. EventSource reconnects by itself (sending Last-Event-ID); when it gives up
 * (CLOSED: a non-200 answer, a proxy error) a new one is made after a back-off, naming the last
 * id in the query so the server replays what was missed. Each reconnect also reads the board
 * once, and while the stream is not live the board is polled every BOARD_POLL_MS.
 */
export function useOrderStream(enabled = true): ConnectionState {
  const qc = useQueryClient();
  const online = useOnline();
  // Connecting from the start, as the server drew it: opening the stream right after hydration
  // then changes nothing, and does not re-render the board in a blocking task.
  const [readyState, setReadyState] = useState<number>(READY.CONNECTING);
  const reconnectNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId: string | null = null;
    let attempt = 0;
    // Set by any error: the next open follows a gap and reads the board once.
    let gap = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let figuresTimer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const refreshFigures = () => {
      if (figuresTimer) return;
      figuresTimer = setTimeout(() => {
        figuresTimer = undefined;
        void qc.invalidateQueries({ queryKey: dashboardKeys.all });
      }, FIGURES_REFRESH_MS);
    };

    // Events are parsed (the schema loads with the first) and applied one after the other, in
    // the order they came.
    let applying = Promise.resolve();
    const apply = async (data: unknown) => {
      const event = await parseStreamEvent(data);
      if (!event || disposed) return;
      // Before the first GET order answers there is no board to patch: read it again, so an
      // order created while that read ran is not lost.
      if (!qc.getQueryData(orderKeys.board())) void qc.invalidateQueries({ queryKey: orderKeys.board() });
      else editBoard(qc, (board) => applyOrder(board, event.order));
      refreshFigures();
    };
    const onOrder = (e: Event) => {
      const message = e as MessageEvent;
      if (message.lastEventId) lastId = message.lastEventId;
      applying = applying.then(() => apply(message.data));
    };

    const open = () => {
      clearTimeout(timer);
      source?.close();
      const es = new EventSource(streamUrl(lastId));
      source = es;
      setReadyState(READY.CONNECTING);
      es.addEventListener('order', onOrder);
      es.onopen = () => {
        attempt = 0;
        setReadyState(READY.OPEN);
        // Catch up once after any gap: the replay covers events, the read covers the rest
        // (orders that left the board's day window, a server that lost its event log).
        if (gap) void qc.refetchQueries({ queryKey: orderKeys.board() });
        gap = false;
      };
      es.onerror = () => {
        if (disposed || source !== es) return;
        gap = true;
        if (es.readyState === READY.CLOSED) {
          setReadyState(READY.CLOSED);
          timer = setTimeout(open, reopenDelay(attempt++, ORDER_STREAM_RETRY_MS));
        } else {
          setReadyState(READY.CONNECTING);
        }
      };
    };
    reconnectNow.current = () => {
      if (!source || source.readyState === READY.CLOSED) open();
    };

    open();
    return () => {
      disposed = true;
      clearTimeout(timer);
      clearTimeout(figuresTimer);
      source?.close();
      reconnectNow.current = () => undefined;
    };
  }, [enabled, qc]);

  // Back online: do not wait out the back-off.
  useEffect(() => {
    if (online) reconnectNow.current();
  }, [online]);

  const state = connectionState(online, readyState);

  // Keyed on live/not live only: reconnect attempts flip offline ↔ reconnecting more often than
  // every 10 s, and must not restart the clock each time.
  const live = state === 'live';
  useEffect(() => {
    if (!enabled || live) return;
    const id = setInterval(
      () => void qc.refetchQueries({ queryKey: orderKeys.board(), type: 'active' }),
      BOARD_POLL_MS,
    );
    return () => clearInterval(id);
  }, [enabled, live, qc]);

  return state;
}
