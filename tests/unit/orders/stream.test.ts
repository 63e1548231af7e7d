import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { orderKeys } from '@/lib/api/orders';
import { BOARD_POLL_MS, useOrderStream } from '@/lib/api/order-stream';
import { applyOrder, boardIsRinging, findOrder, optimisticOrder } from '@/lib/order-stream/board-cache';
import { connectionState, parseStreamEvent, reopenDelay, streamUrl } from '@/lib/order-stream/events';
import { dashboardKeys } from '@/lib/api/dashboard';
import { FakeEventSource, makeBoard, makeOrder } from './board-fixtures';

const cardsOf = (board: ReturnType<typeof makeBoard>, id: string) =>
  Object.values(board)
    .flat()
    .filter((o) => o._id === id).length;

describe('board cache edits', () => {
  it('puts a created order into its column once, however often it is applied', () => {
    const order = makeOrder({ _id: 'o-7', isNew: true });
    const once = applyOrder(makeBoard([makeOrder({ _id: 'o-1' })]), order);
    const twice = applyOrder(once, order);
    expect(twice.open_orders.map((o) => o._id)).toEqual(['o-1', 'o-7']);
    expect(cardsOf(twice, 'o-7')).toBe(1);
  });

  it('moves an updated order to its new column and replaces it in place when it stays', () => {
    const board = makeBoard([makeOrder({ _id: 'o-1' }), makeOrder({ _id: 'o-2' })]);
    const moved = applyOrder(
      board,
      makeOrder({
        _id: 'o-1',
        status: 'confirmed',
        order_status: 'confirmed_order_asap',
        updated_at: '2026-05-01T12:01:00.000Z',
      }),
    );
    expect(moved.open_orders.map((o) => o._id)).toEqual(['o-2']);
    expect(moved.confirmed_order_asap.map((o) => o._id)).toEqual(['o-1']);
    const renamed = applyOrder(
      board,
      makeOrder({ _id: 'o-1', customer_name: 'Bob', updated_at: '2026-05-01T12:01:00.000Z' }),
    );
    expect(renamed.open_orders.map((o) => o.customer_name)).toEqual(['Bob', 'Alice Martin']);
  });

  it('drops a cancelled order, puts completed ones first and ignores an older copy', () => {
    const board = makeBoard([
      makeOrder({ _id: 'o-1' }),
      makeOrder({ _id: 'o-9', status: 'completed', order_status: 'completed' }),
    ]);
    expect(
      findOrder(applyOrder(board, makeOrder({ _id: 'o-1', status: 'cancelled', order_status: 'cancelled' })), 'o-1'),
    ).toBeNull();
    const done = applyOrder(
      board,
      makeOrder({ _id: 'o-1', status: 'completed', order_status: 'completed', updated_at: '2026-05-01T12:05:00.000Z' }),
    );
    expect(done.completed.map((o) => o._id)).toEqual(['o-1', 'o-9']);
    expect(applyOrder(done, makeOrder({ _id: 'o-1' }))).toBe(done);
  });

  it('guesses the column of a confirm from the due time and stops the ringing', () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const asap = optimisticOrder(makeOrder({ _id: 'o-1', isNew: true }), 'confirm', 15, now);
    expect(asap).toMatchObject({
      status: 'confirmed',
      order_status: 'confirmed_order_asap',
      isNew: false,
      preparation_time: 15,
    });
    expect(
      optimisticOrder(makeOrder({ _id: 'o-2', scheduled_at: '2026-05-01T15:00:00.000Z' }), 'confirm', undefined, now)
        .order_status,
    ).toBe('confirmed_scheduled');
    expect(boardIsRinging(makeBoard([makeOrder({ _id: 'o-1', isNew: true })]))).toBe(true);
    expect(boardIsRinging(makeBoard([asap]))).toBe(false);
  });
});

describe('stream framing', () => {
  it('parses order events by the contract and refuses the rest', async () => {
    const order = makeOrder({ _id: 'o-1' });
    await expect(parseStreamEvent(JSON.stringify({ kind: 'created', order }))).resolves.toEqual({
      kind: 'created',
      order,
    });
    await expect(parseStreamEvent('{"kind":"created"}')).resolves.toBeNull();
    await expect(parseStreamEvent('not json')).resolves.toBeNull();
  });

  it('resumes from the last id and names the connection states', () => {
    expect(streamUrl(null)).toBe('/api/v1/order/stream');
    expect(streamUrl('42')).toBe('/api/v1/order/stream?last_event_id=42');
    expect(connectionState(true, 1)).toBe('live');
    expect(connectionState(true, 0)).toBe('reconnecting');
    expect(connectionState(true, 2)).toBe('offline');
    expect(connectionState(false, 1)).toBe('offline');
    expect([0, 1, 2, 10].map((n) => reopenDelay(n, 2000))).toEqual([2000, 4000, 8000, 30000]);
  });
});

describe('useOrderStream', () => {
  let client: QueryClient;
  let fetchMock: jest.Mock;
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);

  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.install();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => makeBoard([makeOrder({ _id: 'o-1' })]) }) as Response,
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    client.setQueryData(orderKeys.board(), makeBoard([makeOrder({ _id: 'o-1' })]));
  });
  afterEach(() => {
    FakeEventSource.uninstall();
    jest.useRealTimers();
  });

  const boardCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/order').length;

  function renderStream() {
    // An observer keeps the board query active, as the board component does: refetches and
    // polls only reach active queries.
    const observer = new QueryObserver(client, {
      queryKey: orderKeys.board(),
      queryFn: () => fetchMock('/api/v1/order').then((r: Response) => r.json()),
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const view = renderHook(() => useOrderStream(), { wrapper });
    return { ...view, unsubscribe };
  }

  it('the figure strip is read again once per burst of events, not once per event', async () => {
    renderStream();
    act(() => FakeEventSource.last.open());
    client.setQueryData(dashboardKeys.figures(7), { stale: false } as never);
    // Events are parsed (the schema loads with the first) then applied: async, in order.
    await act(async () => {
      for (let id = 7; id < 10; id++)
        FakeEventSource.last.emit(id, { kind: 'created', order: makeOrder({ _id: `o-${id}` }) });
    });
    expect(client.getQueryState(dashboardKeys.figures(7))?.isInvalidated).toBe(false);
    act(() => jest.advanceTimersByTime(2_000));
    expect(client.getQueryState(dashboardKeys.figures(7))?.isInvalidated).toBe(true);
  });

  it('applies created and updated events by _id: the same event twice makes one card', async () => {
    const { result } = renderStream();
    expect(result.current).toBe('reconnecting');
    act(() => FakeEventSource.last.open());
    expect(result.current).toBe('live');
    const created = { kind: 'created', order: makeOrder({ _id: 'o-2', isNew: true }) };
    await act(async () => {
      FakeEventSource.last.emit(5, created);
      FakeEventSource.last.emit(5, created);
    });
    const board = client.getQueryData<ReturnType<typeof makeBoard>>(orderKeys.board())!;
    expect(board.open_orders.map((o) => o._id)).toEqual(['o-1', 'o-2']);
    await act(async () =>
      FakeEventSource.last.emit(6, {
        kind: 'updated',
        order: makeOrder({
          _id: 'o-2',
          status: 'confirmed',
          order_status: 'confirmed_order_asap',
          updated_at: '2026-05-01T12:02:00.000Z',
        }),
      }),
    );
    const after = client.getQueryData<ReturnType<typeof makeBoard>>(orderKeys.board())!;
    expect(after.open_orders.map((o) => o._id)).toEqual(['o-1']);
    expect(after.confirmed_order_asap.map((o) => o._id)).toEqual(['o-2']);
  });

  it('reconnects with the last event id after the stream closes, and catches up once', async () => {
    const { result } = renderStream();
    act(() => FakeEventSource.last.open());
    act(() => FakeEventSource.last.emit(41, { kind: 'created', order: makeOrder({ _id: 'o-2' }) }));
    act(() => FakeEventSource.last.fail(0));
    expect(result.current).toBe('reconnecting');
    act(() => FakeEventSource.last.fail(2));
    expect(result.current).toBe('offline');
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.last.url).toBe('/api/v1/order/stream?last_event_id=41');
    const before = boardCalls();
    act(() => FakeEventSource.last.open());
    expect(result.current).toBe('live');
    await waitFor(() => expect(boardCalls()).toBe(before + 1));
  });

  it('polls GET order every 10 s while not live, and stops once live', async () => {
    const { result } = renderStream();
    act(() => FakeEventSource.last.fail(2));
    expect(result.current).toBe('offline');
    const before = boardCalls();
    await act(async () => jest.advanceTimersByTime(BOARD_POLL_MS));
    expect(boardCalls()).toBe(before + 1);
    // The new EventSource (made 2 s after the close) opens: the catch-up read, then no polls.
    await act(async () => FakeEventSource.last.open());
    expect(result.current).toBe('live');
    const live = boardCalls();
    await act(async () => jest.advanceTimersByTime(BOARD_POLL_MS * 3));
    expect(boardCalls()).toBe(live);
  });

  it('shows offline when the browser goes offline', () => {
    const { result } = renderStream();
    act(() => FakeEventSource.last.open());
    const spy = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe('offline');
    spy.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe('live');
    spy.mockRestore();
  });
});
