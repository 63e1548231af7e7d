import { metresBetween, type LngLat } from '@/lib/contract/zone-geometry';
import type { Shape } from './drawing';

/** Editing a drawn or saved shape with the map's handles (loaded with the map). */

/** Where a shape's move handle sits: the centre, or a custom ring's average vertex. */
export function centreOf(shape: Shape): LngLat {
  if (shape.kind !== 'custom') return shape.centre;
  const n = shape.ring.length;
  const sum = shape.ring.reduce<LngLat>((acc, [lng, lat]) => [acc[0] + lng, acc[1] + lat], [0, 0]);
  return [sum[0] / n, sum[1] / n];
}

/** The whole shape moved so that its move handle lands on `to`. */
export function moveShape(shape: Shape, to: LngLat): Shape {
  const from = centreOf(shape);
  const dLng = to[0] - from[0];
  const dLat = to[1] - from[1];
  if (shape.kind !== 'custom') return { ...shape, centre: to };
  return { kind: 'custom', ring: shape.ring.map(([lng, lat]) => [lng + dLng, lat + dLat] as LngLat) };
}

/** A circle or square resized so that its edge (circle) or side (square) passes through `to`. */
export function resizeShape(shape: Shape, to: LngLat): Shape {
  if (shape.kind === 'custom') return shape;
  const size = Math.max(1, Math.round(metresBetween(shape.centre, to)));
  return shape.kind === 'circle' ? { ...shape, radius: size } : { ...shape, half: size };
}

/** A custom ring with one vertex moved. */
export function moveVertex(shape: Shape, index: number, to: LngLat): Shape {
  if (shape.kind !== 'custom') return shape;
  return { kind: 'custom', ring: shape.ring.map((v, i) => (i === index ? to : v)) };
}

/** Where a circle's or square's resize handle sits: due east of the centre, on the outline. */
export function resizeHandleOf(shape: Shape): LngLat | null {
  if (shape.kind === 'custom') return null;
  const metres = shape.kind === 'circle' ? shape.radius : shape.half;
  const [lng, lat] = shape.centre;
  // Metres east → degrees of longitude at this latitude (a sphere is close enough for a handle).
  const dLng = metres / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [lng + dLng, lat];
}
