/** Snapping to the grid and keeping angles tidy: pure, shared by the canvas, the keyboard and the fields. */

/** The grid's step, in centimetres: fine enough for a chair's width, coarse enough to line tables up. */
export const GRID_STEP = 10;
/** Rotation with snapping on stops every this many degrees. */
export const ANGLE_STEP = 15;

/** `value` to the nearest multiple of `step` (a step of 0 or less leaves it as is). */
export function snapTo(value: number, step: number): number {
  if (!(step > 0)) return value;
  // + 0 turns -0 into 0: a snapped position is written back and compared as it is.
  return Math.round(value / step) * step + 0;
}

/** A length snapped to the grid, never below one step (an element does not vanish when shrunk). */
export const snapLength = (value: number, step: number, min = step) => Math.max(min, snapTo(value, step));

/** Any angle in degrees as the API takes it: 0 ≤ angle < 360. */
export function normalizeAngle(angle: number): number {
  const a = angle % 360;
  const positive = a < 0 ? a + 360 : a;
  // 359.9999999999999 + 1e-13 rounds to 360 in floating point.
  return positive >= 360 ? 0 : positive + 0;
}

/** An angle turned by `by` degrees, onto the step when snapping is on. */
export function turn(angle: number, by: number, snap: boolean): number {
  const next = angle + by;
  return normalizeAngle(snap ? snapTo(next, ANGLE_STEP) : next);
}
