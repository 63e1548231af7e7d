import { ActiveSelection, util, type Canvas, type FabricObject } from 'fabric';
import type { FloorElement } from '@/lib/contract/plain/floor-plan';
import { ElementShape, type RoomFloor } from './fabric-shapes';
import { snapBox, type ElementPatch } from './room-edits';
import { normalizeAngle, snapLength, GRID_STEP } from './snap';

/** What the canvas shows: the editor's room, selection, problems and snapping. */
export interface CanvasScene {
  width: number;
  height: number;
  elements: readonly FloorElement[];
  selection: readonly string[];
  problemIds: ReadonlySet<string>;
  snap: boolean;
}

export const isShape = (o: FabricObject | undefined): o is ElementShape => o instanceof ElementShape;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Makes the canvas draw `scene`: shapes added, moved, restyled or removed to match the elements,
 * in their order above the floor, then the selection set. A multiple selection is taken apart
 * first (its members' positions are relative to it while it lasts) and made again after.
 */
export function syncScene(canvas: Canvas, floor: RoomFloor, shapes: Map<string, ElementShape>, scene: CanvasScene) {
  const active = canvas.getActiveObjects().filter(isShape);
  const activeIds = active.map((s) => s.element._id);
  const keep = new Set(scene.elements.map((e) => e._id));
  const changed =
    floor.width !== scene.width ||
    floor.height !== scene.height ||
    shapes.size !== scene.elements.length ||
    scene.elements.some((e, i) => shapes.get(e._id)?.element !== e || canvas.item(i + 1) !== shapes.get(e._id));
  const reselect = !sameSet(activeIds, scene.selection) || (changed && active.length > 1);
  if (reselect) canvas.discardActiveObject();
  if (changed) {
    floor.size(scene.width, scene.height);
    for (const [id, shape] of shapes)
      if (!keep.has(id)) {
        canvas.remove(shape);
        shapes.delete(id);
      }
    scene.elements.forEach((e, i) => {
      let shape = shapes.get(e._id);
      if (!shape) {
        shape = new ElementShape(e);
        shapes.set(e._id, shape);
        canvas.add(shape);
      } else if (shape.element !== e) shape.show(e);
      if (canvas.item(i + 1) !== shape) canvas.moveObjectTo(shape, i + 1);
    });
  }
  for (const shape of shapes.values()) {
    shape.problem = scene.problemIds.has(shape.element._id);
    shape.snapping(scene.snap);
  }
  if (reselect) {
    const chosen = scene.selection.map((id) => shapes.get(id)).filter(isShape);
    if (chosen.length === 1) canvas.setActiveObject(chosen[0]!);
    else if (chosen.length > 1) canvas.setActiveObject(new ActiveSelection(chosen, { canvas }));
  }
  canvas.requestRenderAll();
}

/** Canvas arithmetic leaves noise (89.99999999999999): what the mouse did, to the hundredth of a centimetre. */
const tidy = (v: number) => Math.round(v * 100) / 100 + 0;

/** The value the element had, unless the mouse really changed it. */
const kept = (was: number, now: number) => (Math.abs(now - was) < 1e-6 ? was : tidy(now));

/** An angle read back: 359.9999999 is the 0 it was, and a tidied 360 is 0 again. */
function turnedTo(was: number, now: number): number {
  const diff = Math.abs(normalizeAngle(now) - was);
  return diff < 1e-6 || Math.abs(diff - 360) < 1e-6 ? was : normalizeAngle(tidy(normalizeAngle(now)));
}

/**
 * Where a shape is now, in the room's terms: its centre, size and angle after a drag, a stretch or
 * a turn (alone or as part of a multiple selection), read from its full transform. A stretched
 * size snaps to the grid when snapping is on; what the mouse did not change keeps its exact value.
 */
export function readShape(shape: ElementShape, snap: boolean, alone: boolean): ElementPatch {
  const m = util.qrDecompose(shape.calcTransformMatrix());
  const e = shape.element;
  const size = (base: number, scale: number, was: number) => {
    if (Math.abs(scale - 1) < 1e-9) return was;
    return snap ? snapLength(base * scale, GRID_STEP) : kept(was, base * scale);
  };
  const read = {
    ...e,
    x: kept(e.x, m.translateX),
    y: kept(e.y, m.translateY),
    width: size(shape.width, m.scaleX, e.width),
    height: size(shape.height, m.scaleY, e.height),
    angle: turnedTo(e.angle, m.angle),
  };
  // A stretched element, its size snapped, is put back on the grid too.
  const resized = read.width !== e.width || read.height !== e.height;
  const { x, y, width, height, angle } = snap && alone && resized ? snapBox(read, GRID_STEP) : read;
  return { _id: e._id, x, y, width, height, angle };
}

/** What the canvas draws, for tests in a real browser (the canvas itself is pixels). */
export function renderedElements(shapes: Map<string, ElementShape>) {
  return [...shapes.values()].map((s) => {
    const m = util.qrDecompose(s.calcTransformMatrix());
    return {
      id: s.element._id,
      number: s.element.kind === 'table' ? s.element.number : undefined,
      seats: s.element.kind === 'table' ? s.element.max_seats : undefined,
      x: tidy(m.translateX),
      y: tidy(m.translateY),
      width: tidy(s.width * m.scaleX),
      height: tidy(s.height * m.scaleY),
      angle: normalizeAngle(tidy(normalizeAngle(m.angle))),
    };
  });
}
