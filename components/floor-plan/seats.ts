import type { TableShape } from '@/lib/contract/plain/floor-plan';

/** A chair as drawn: its radius and its gap from the table's edge, in centimetres. */
export const SEAT_RADIUS = 18;
export const SEAT_GAP = 6;
const OUT = SEAT_GAP + SEAT_RADIUS;

export interface SeatPoint {
  x: number;
  y: number;
}

/**
 * Where the `count` chairs of a table go, from its centre, before it is turned: evenly round a
 * round table (the first at the top), shared among the sides of a square or rectangular one in
 * proportion to their lengths (a 180 × 80 table of 6 gets 2 + 2 on its long sides, 1 at each end).
 */
export function seatPositions(shape: TableShape, width: number, height: number, count: number): SeatPoint[] {
  if (count <= 0) return [];
  const a = width / 2;
  const b = height / 2;
  if (shape === 'round') {
    return Array.from({ length: count }, (_, i) => {
      const t = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return { x: (a + OUT) * Math.cos(t), y: (b + OUT) * Math.sin(t) };
    });
  }
  // Sides in the order chairs are handed out on a tie: top, bottom, left, right.
  const sides = [width, width, height, height];
  const perimeter = 2 * (width + height);
  const exact = sides.map((len) => (count * len) / perimeter);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((p, q) => q.r - p.r || p.i - q.i);
  for (let k = 0, left = count - counts.reduce((s, c) => s + c, 0); k < left; k++) counts[byRemainder[k]!.i]! += 1;
  const along = (n: number, len: number) => Array.from({ length: n }, (_, k) => -len / 2 + (len * (k + 0.5)) / n);
  return [
    ...along(counts[0]!, width).map((x) => ({ x, y: -b - OUT })),
    ...along(counts[1]!, width).map((x) => ({ x, y: b + OUT })),
    ...along(counts[2]!, height).map((y) => ({ x: -a - OUT, y })),
    ...along(counts[3]!, height).map((y) => ({ x: a + OUT, y })),
  ];
}
