import type { LngLat } from '@/lib/contract/zone-geometry';

export type { LngLat };

export type DrawMode = 'circle' | 'square' | 'custom';

/**
 * A zone's outline while the merchant draws or edits it. A square is kept as its centre and half
 * side until it is saved (the contract stores its four corners); a custom ring is kept open (no
 * closing point).
 */
export type Shape =
  | { kind: 'circle'; centre: LngLat; radius: number }
  | { kind: 'square'; centre: LngLat; half: number }
  | { kind: 'custom'; ring: LngLat[] };

/** SPEC §9: a circle (or square) placed with a plain click gets this radius, in metres. */
export const DEFAULT_RADIUS_M = 1500;
/** Below this a shape is too small to be meant: the click is read as a plain click. */
const MIN_SIZE_M = 20;

/**
 * The drawing state machine (no geometry library: the map measures distances, so this stays out
 * of the page's first-load JS). `ready`: a mode is chosen, nothing placed yet. `sizing`: the pointer
 * went down on the centre of a circle or square and is being dragged out. `tracing`: vertices of
 * a custom polygon so far. `drawn`: a finished shape, waiting to be saved or dropped.
 */
export type DrawState =
  | { step: 'idle' }
  | { step: 'ready'; mode: DrawMode }
  | { step: 'sizing'; mode: 'circle' | 'square'; centre: LngLat; size: number }
  | { step: 'tracing'; vertices: LngLat[] }
  | { step: 'drawn'; shape: Shape };

export type DrawEvent =
  | { type: 'choose'; mode: DrawMode }
  | { type: 'press'; at: LngLat }
  /** `size`: metres from the centre to the pointer, measured by the map. */
  | { type: 'move'; size: number }
  | { type: 'release'; size: number }
  | { type: 'click'; at: LngLat }
  /** The first vertex was clicked, or the Finish button. */
  | { type: 'finish' }
  | { type: 'undoVertex' }
  | { type: 'cancel' };

export const idle: DrawState = { step: 'idle' };

function sized(mode: 'circle' | 'square', centre: LngLat, size: number): Shape {
  // A plain click (or a drag too short to be meant) gives the default size.
  const metres = size < MIN_SIZE_M ? DEFAULT_RADIUS_M : Math.round(size);
  return mode === 'circle' ? { kind: 'circle', centre, radius: metres } : { kind: 'square', centre, half: metres };
}

/** The next state after an event; events that mean nothing in a state leave it as it is. */
export function drawReducer(state: DrawState, event: DrawEvent): DrawState {
  if (event.type === 'cancel') return idle;
  if (event.type === 'choose') return { step: 'ready', mode: event.mode };
  switch (state.step) {
    case 'ready':
      if (state.mode === 'custom') {
        return event.type === 'click' ? { step: 'tracing', vertices: [event.at] } : state;
      }
      return event.type === 'press' ? { step: 'sizing', mode: state.mode, centre: event.at, size: 0 } : state;
    case 'sizing':
      if (event.type === 'move') return { ...state, size: event.size };
      if (event.type === 'release') {
        return { step: 'drawn', shape: sized(state.mode, state.centre, event.size) };
      }
      return state;
    case 'tracing':
      if (event.type === 'click') return { step: 'tracing', vertices: [...state.vertices, event.at] };
      if (event.type === 'undoVertex') {
        const vertices = state.vertices.slice(0, -1);
        return vertices.length ? { step: 'tracing', vertices } : { step: 'ready', mode: 'custom' };
      }
      if (event.type === 'finish' && canFinish(state)) {
        return { step: 'drawn', shape: { kind: 'custom', ring: state.vertices } };
      }
      return state;
    default:
      return state;
  }
}

/** A custom polygon can be closed once it has three corners. */
export function canFinish(state: DrawState): boolean {
  return state.step === 'tracing' && state.vertices.length >= 3;
}

/** The shape as it would be if the pointer were released now (what the map shows while sizing). */
export function previewOf(state: DrawState): Shape | null {
  if (state.step === 'sizing') {
    const size = Math.max(state.size, 1);
    return state.mode === 'circle'
      ? { kind: 'circle', centre: state.centre, radius: size }
      : { kind: 'square', centre: state.centre, half: size };
  }
  if (state.step === 'drawn') return state.shape;
  return null;
}
