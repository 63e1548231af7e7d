import { OrderBoard } from '@/components/orders/board/OrderBoard';
import { renderScreen } from '../support/render';

/** The board as the dashboard shows it: English, the app's query client (its notices mocked). */
export const renderBoard = () => renderScreen(<OrderBoard />);

/** Oscillators started by the tone, across every AudioContext the test made. */
export const toneStarts = jest.fn();

/** Web Audio stand-in: `initialState` 'suspended' acts out the browser's autoplay rule. */
export function installAudio(initialState: AudioContextState = 'running') {
  const resume = jest.fn();
  const made = jest.fn();
  class FakeAudioContext {
    constructor() {
      made();
    }
    state: AudioContextState = initialState;
    currentTime = 0;
    destination = {};
    resume = resume.mockImplementation(async () => {
      this.state = 'running';
    });
    close = jest.fn(async () => undefined);
    addEventListener = jest.fn();
    removeEventListener = jest.fn();
    createOscillator() {
      return { type: 'sine', frequency: { value: 0 }, connect: jest.fn(), start: toneStarts, stop: jest.fn() };
    }
    createGain() {
      return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
    }
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  return { resume, made };
}

/**
 * jsdom lays nothing out, so dnd-kit would see every box at 0,0: columns get side-by-side
 * rectangles and cards sit at the top of theirs, which is all a keyboard move needs.
 */
export function layOutBoard() {
  const columns = [
    'open_orders',
    'confirmed_order_asap',
    'confirmed_scheduled',
    'ready_for_pickup',
    'on_delivery',
    'completed',
  ];
  const rect = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-column]');
    // The dragged copy (DragOverlay) lives outside the columns: it starts where the card was,
    // and the tests only ever pick up cards of the first column.
    if (!column) return this.closest('[data-order-id]') ? rect(10, 50, 260, 100) : rect(0, 0, 0, 0);
    const i = columns.indexOf(column.getAttribute('data-column')!);
    if (this.closest('[data-order-id]')) return rect(i * 300 + 10, 50, 260, 100);
    return rect(i * 300, 0, 280, 600);
  });
}
