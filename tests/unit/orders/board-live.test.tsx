import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TONE_REPEAT_MS } from '@/lib/order-tone';
import { mockFetch } from '../support/render';
import { FakeEventSource, makeBoard, makeOrder } from './board-fixtures';
import { installAudio, renderBoard, toneStarts } from './board-render';

jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

const seen = makeOrder({ _id: 'o-1001' });
const noUser = { 'GET /api/v1/user': { status: 404, body: { message: 'No user.' } } };
// dnd-kit's announcer is a status region too; the indicator is the one with a state.
const chip = () => screen.getAllByRole('status').find((el) => el.hasAttribute('data-state'))!;
const tick = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
/** The tone has stopped: three repeat periods go by without a new start. */
async function expectNoMoreTones() {
  const stopped = toneStarts.mock.calls.length;
  await tick(TONE_REPEAT_MS * 3);
  expect(toneStarts.mock.calls.length).toBe(stopped);
}

/** A board whose one order is new and unseen, so it rings; audio held back until a tap. */
function renderRingingBoard(id: string) {
  const audio = installAudio('suspended');
  mockFetch({
    ...noUser,
    'GET /api/v1/order': { status: 200, body: makeBoard([makeOrder({ _id: id, isNew: true })]) },
  });
  renderBoard();
  return audio;
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  toneStarts.mockClear();
  FakeEventSource.install();
});
afterEach(() => {
  FakeEventSource.uninstall();
  jest.useRealTimers();
});

describe('never miss an order', () => {
  it('shows the connection: reconnecting, live, offline and polling', async () => {
    installAudio();
    const fetch = mockFetch({ ...noUser, 'GET /api/v1/order': { status: 200, body: makeBoard([seen]) } });
    renderBoard();
    expect(chip()).toHaveTextContent('Reconnecting…');
    await screen.findByRole('button', { name: 'Open order #1001' });
    act(() => FakeEventSource.last.open());
    expect(chip()).toHaveTextContent('Live');
    act(() => FakeEventSource.last.fail(2));
    expect(chip()).toHaveTextContent('Offline — polling every 10 s');
    const reads = () => fetch.mock.calls.filter(([url]) => String(url) === '/api/v1/order').length;
    const before = reads();
    await tick(10_000);
    expect(reads()).toBeGreaterThan(before);
  });

  it('rings for an order that arrives through the stream until it is opened elsewhere', async () => {
    installAudio();
    mockFetch({ ...noUser, 'GET /api/v1/order': { status: 200, body: makeBoard([seen]) } });
    renderBoard();
    await screen.findByRole('button', { name: 'Open order #1001' });
    act(() => FakeEventSource.last.open());
    expect(toneStarts).not.toHaveBeenCalled();

    const arrived = makeOrder({ _id: 'o-1002', isNew: true, customer_name: 'Chloé Roy' });
    act(() => FakeEventSource.last.emit(7, { kind: 'created', order: arrived }));
    expect(await screen.findByRole('button', { name: 'Open order #1002' })).toHaveTextContent('Chloé Roy');
    expect(screen.getByText('NEW')).toBeInTheDocument();
    const first = toneStarts.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    await tick(TONE_REPEAT_MS);
    expect(toneStarts.mock.calls.length).toBe(first * 2);

    // Another tab opened it: GET order/{id} marked it seen and the stream says so.
    act(() =>
      FakeEventSource.last.emit(8, {
        kind: 'updated',
        order: {
          ...arrived,
          isNew: false,
          seen_at: '2026-05-01T12:04:00.000Z',
          updated_at: '2026-05-01T12:04:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByText('NEW')).not.toBeInTheDocument());
    await expectNoMoreTones();
  });

  it('stops ringing once the order is confirmed on this board', async () => {
    installAudio();
    const waiting = makeOrder({ _id: 'o-1003', isNew: true });
    mockFetch({
      ...noUser,
      'GET /api/v1/order': { status: 200, body: makeBoard([waiting]) },
      'PUT /api/v1/order/o-1003/status': {
        status: 200,
        body: {
          order: {
            ...waiting,
            status: 'confirmed',
            order_status: 'confirmed_order_asap',
            isNew: false,
            updated_at: '2026-05-01T12:05:00.000Z',
          },
        },
      },
    });
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the status of order #1003' }));
    expect(toneStarts).toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(screen.queryByText('NEW')).not.toBeInTheDocument());
    await expectNoMoreTones();
  });

  it('stops ringing when the card is opened: the drawer reads the order, which marks it seen', async () => {
    installAudio();
    const waiting = makeOrder({ _id: 'o-1005', isNew: true });
    const fetch = mockFetch({
      ...noUser,
      'GET /api/v1/order': { status: 200, body: makeBoard([waiting]) },
      'GET /api/v1/order/o-1005': {
        status: 200,
        body: { order: { ...waiting, isNew: false, updated_at: '2026-05-01T12:06:00.000Z' }, isNew: true },
      },
    });
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #1005' }));
    expect(toneStarts).toHaveBeenCalled();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/v1/order/o-1005')).toBe(true));
    await expectNoMoreTones();
  });

  it('offers "Enable sound" while the browser holds audio back, and remembers the mute', async () => {
    const audio = renderRingingBoard('o-1004');
    await screen.findByRole('button', { name: 'Open order #1004' });
    expect(toneStarts).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Enable sound' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enable sound' })).not.toBeInTheDocument());
    expect(audio.resume).toHaveBeenCalled();
    expect(toneStarts).toHaveBeenCalled();

    const mute = screen.getByRole('button', { name: 'Mute the new-order sound' });
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('app.settings.orderSoundMuted')).toBe('true');
    const muted = toneStarts.mock.calls.length;
    await tick(TONE_REPEAT_MS * 2);
    expect(toneStarts.mock.calls.length).toBe(muted);
  });
});

describe('sound on a page nobody has tapped yet', () => {
  // The browser's own answer (Chromium, Safari, Firefox): no tap or key on this page so far.
  const activation = { hasBeenActive: false };
  beforeEach(() => Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true }));
  afterEach(() => {
    delete (navigator as { userActivation?: unknown }).userActivation;
    activation.hasBeenActive = false;
  });

  it('makes no audio context while loading, offers "Enable sound", and rings after the first tap', async () => {
    const audio = renderRingingBoard('o-1006');
    await screen.findByRole('button', { name: 'Open order #1006' });
    expect(await screen.findByRole('button', { name: 'Enable sound' })).toBeInTheDocument();
    expect(audio.made).not.toHaveBeenCalled();
    expect(toneStarts).not.toHaveBeenCalled();

    // A tap anywhere: the browser now lets the page play; the context is made in that tap.
    activation.hasBeenActive = true;
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enable sound' })).not.toBeInTheDocument());
    expect(audio.made).toHaveBeenCalledTimes(1);
    expect(audio.resume).toHaveBeenCalled();
    expect(toneStarts).toHaveBeenCalled();
  });

  it('"Enable sound" makes the context and rings for the waiting order', async () => {
    const audio = renderRingingBoard('o-1007');
    const enable = await screen.findByRole('button', { name: 'Enable sound' });
    activation.hasBeenActive = true;
    fireEvent.click(enable);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enable sound' })).not.toBeInTheDocument());
    expect(audio.made).toHaveBeenCalledTimes(1);
    expect(toneStarts).toHaveBeenCalled();
  });
});

describe('the clock', () => {
  it("moves each card's age on by itself, every 30 s", async () => {
    installAudio();
    mockFetch({ ...noUser, 'GET /api/v1/order': { status: 200, body: makeBoard([seen]) } });
    renderBoard();
    const card = await screen.findByRole('button', { name: 'Open order #1001' });
    expect(card).toHaveTextContent('5 min. ago');
    await tick(60_000);
    expect(card).toHaveTextContent('6 min. ago');
  });
});
