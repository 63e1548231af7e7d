'use client';
import { useTranslations } from 'next-intl';
import { useMemo, type RefObject } from 'react';
import type { FloorElement } from '@/lib/contract/plain/floor-plan';
import type { CanvasControls } from './FloorCanvas';
import { newElement, newElementKey, type PaletteKind } from './new-element';
import {
  addElements,
  duplicate,
  keepInside,
  moveBy,
  nextTableNumber,
  patchElements,
  removeElements,
  snapBox,
  type ElementPatch,
} from './room-edits';
import { GRID_STEP, turn } from './snap';
import type { RoomEditorState } from './use-room-editor';

/** Where a click on the palette puts something: the middle of the view, moved along until free. */
function freeSpot(at: { x: number; y: number }, elements: readonly FloorElement[]) {
  const spot = { ...at };
  for (let i = 0; i < 20 && elements.some((e) => Math.abs(e.x - spot.x) < 1 && Math.abs(e.y - spot.y) < 1); i++) {
    spot.x += 2 * GRID_STEP;
    spot.y += 2 * GRID_STEP;
  }
  return spot;
}

/**
 * The editor's commands, shared by the toolbar, the keyboard, the palette, the canvas and the table
 * list: each one change to undo (nudges of one selection merge into one).
 */
export function useEditCommands(
  editor: RoomEditorState,
  controls: RefObject<CanvasControls | null>,
  otherNumbers: ReadonlySet<string>,
  snap: boolean,
) {
  const t = useTranslations('floorPlan');
  const { doc, selection, apply } = editor;
  return useMemo(() => {
    const place = (kind: PaletteKind, at: { x: number; y: number }) => {
      const key = newElementKey();
      const placed = newElement(kind, at, doc, {
        key,
        number: nextTableNumber(doc.elements, otherNumbers),
        text: t('newLabel'),
      });
      const element = snap ? keepInside(snapBox(placed, GRID_STEP), doc) : placed;
      apply((d) => addElements(d, [element]), { select: [key] });
      return key;
    };
    const centre = () => controls.current?.viewCentre() ?? { x: doc.width / 2, y: doc.height / 2 };
    return {
      place,
      /** A click on the palette (or "Add a table" in the list): in the middle of the view. */
      add: (kind: PaletteKind) => place(kind, freeSpot(centre(), doc.elements)),
      patch: (p: ElementPatch) => apply((d) => patchElements(d, [p])),
      patchMany: (ps: ElementPatch[]) => apply((d) => patchElements(d, ps)),
      remove: (ids: readonly string[] = selection) => apply((d) => removeElements(d, ids)),
      duplicate: () => {
        const keys = selection.map(() => newElementKey());
        let i = 0;
        const copied = duplicate(doc, selection, () => keys[i++]!, otherNumbers);
        apply(() => copied.doc, { select: copied.ids });
      },
      nudge: (dx: number, dy: number) =>
        apply((d) => moveBy(d, selection, dx, dy), { mergeKey: `nudge:${[...selection].sort().join(',')}` }),
      rotate: (by: number) =>
        apply((d) =>
          patchElements(
            d,
            d.elements
              .filter((e) => selection.includes(e._id))
              .map((e) => ({ _id: e._id, angle: turn(e.angle, by, snap) })),
          ),
        ),
    };
  }, [apply, controls, doc, otherNumbers, selection, snap, t]);
}
