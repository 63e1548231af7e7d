import { Point, type Canvas } from 'fabric';
import type { RoomFloor } from './fabric-shapes';

/** Zoom and pan of the canvas: how many pixels a centimetre takes, and where the room sits. */

export const ZOOM_MIN = 0.05;
export const ZOOM_MAX = 8;
/** Room left round the room when it is fitted. */
const FIT_MARGIN = 24;

/** The whole room in view, centred. */
export function fitRoom(canvas: Canvas, width: number, height: number) {
  const cw = canvas.getWidth();
  const ch = canvas.getHeight();
  const zoom = Math.max(ZOOM_MIN, Math.min((cw - 2 * FIT_MARGIN) / width, (ch - 2 * FIT_MARGIN) / height));
  canvas.setViewportTransform([zoom, 0, 0, zoom, (cw - width * zoom) / 2, (ch - height * zoom) / 2]);
}

/** Zoom by `factor` about a point of the canvas element (its middle by default). */
export function zoomBy(canvas: Canvas, factor: number, at?: Point) {
  const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, canvas.getZoom() * factor));
  canvas.zoomToPoint(at ?? new Point(canvas.getWidth() / 2, canvas.getHeight() / 2), zoom);
}

/** The room's point under a point of the canvas element. */
export function scenePoint(canvas: Canvas, x: number, y: number): { x: number; y: number } {
  const [a, , , d, e, f] = canvas.viewportTransform;
  return { x: (x - e) / a, y: (y - f) / d };
}

/** The room's point in the middle of what is shown. */
export const viewCentre = (canvas: Canvas) => scenePoint(canvas, canvas.getWidth() / 2, canvas.getHeight() / 2);

/**
 * The room alone as a PNG (a data URL), without grid or selection, about 2000 pixels on its long
 * side: enough to print the plan for the staff.
 */
export function roomPng(canvas: Canvas, floor: RoomFloor, width: number, height: number): string {
  const [zoom, , , , tx, ty] = canvas.viewportTransform;
  const scale = Math.min(4, Math.max(0.5, 2000 / Math.max(width, height)));
  floor.showGrid = false;
  try {
    // The crop is in the canvas element's pixels: the room's rectangle as currently shown.
    return canvas.toDataURL({
      format: 'png',
      left: tx,
      top: ty,
      width: width * zoom,
      height: height * zoom,
      multiplier: scale / zoom,
    });
  } finally {
    floor.showGrid = true;
  }
}
