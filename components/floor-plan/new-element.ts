import type { FloorElement, RoomDocument } from '@/lib/contract/plain/floor-plan';
import { keepInside } from './room-edits';

/** What the palette offers: the three table shapes and the rest of the room. */
export const paletteKinds = ['round', 'square', 'rectangle', 'wall', 'door', 'label', 'plant', 'decor'] as const;
export type PaletteKind = (typeof paletteKinds)[number];

/** Sizes in centimetres and chairs of what is placed, as most dining rooms have them. */
const DEFAULTS: Record<PaletteKind, { width: number; height: number; seats?: [number, number] }> = {
  round: { width: 90, height: 90, seats: [2, 4] },
  square: { width: 80, height: 80, seats: [2, 4] },
  rectangle: { width: 180, height: 80, seats: [4, 6] },
  wall: { width: 300, height: 15 },
  door: { width: 90, height: 90 },
  label: { width: 160, height: 40 },
  plant: { width: 60, height: 60 },
  decor: { width: 120, height: 60 },
};

let counter = 0;
/** A key for a new element, unique within the room (ELEMENT_KEY_PATTERN: letters, digits, - and _). */
export function newElementKey(): string {
  counter = (counter + 1) % 1_000_000;
  return `e${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

interface Options {
  key: string;
  /** The table's number (tables only). */
  number: string;
  /** The label's text (labels only). */
  text: string;
}

/** A new element of the palette's `kind` centred on `at`, moved inside the room if it would stick out. */
export function newElement(
  kind: PaletteKind,
  at: { x: number; y: number },
  room: Pick<RoomDocument, 'width' | 'height'>,
  { key, number, text }: Options,
): FloorElement {
  const { width, height, seats } = DEFAULTS[kind];
  const placed = { _id: key, x: at.x, y: at.y, width, height, angle: 0 };
  const element: FloorElement =
    kind === 'round' || kind === 'square' || kind === 'rectangle'
      ? { ...placed, kind: 'table', shape: kind, number, min_seats: seats![0], max_seats: seats![1] }
      : kind === 'label'
        ? { ...placed, kind: 'label', text }
        : { ...placed, kind };
  return keepInside(element, room);
}
