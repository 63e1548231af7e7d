/**
 * Undo and redo of the room being edited: the states before (`past`) and after (`future`) the one
 * shown. Pure, so the editor's Ctrl+Z, Ctrl+Shift+Z and buttons are tested without a canvas.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /**
   * What the last change was, when changes of one kind merge (arrow-key nudges of one selection:
   * ten presses are one step to undo). Any other change, an undo or a redo ends the run.
   */
  mergeKey: string | null;
}

/** Steps kept: enough for a long session, bounded so a day of editing does not hold every state. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [], mergeKey: null });

/** `next` becomes the present; the present goes to the past unless it continues a run of `mergeKey`. */
export function record<T>(h: History<T>, next: T, mergeKey: string | null = null): History<T> {
  if (next === h.present) return h;
  if (mergeKey !== null && mergeKey === h.mergeKey) return { ...h, present: next, future: [] };
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [], mergeKey };
}

export const canUndo = (h: History<unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown>) => h.future.length > 0;

export function undo<T>(h: History<T>): History<T> {
  if (!canUndo(h)) return h;
  return {
    past: h.past.slice(0, -1),
    present: h.past[h.past.length - 1]!,
    future: [h.present, ...h.future],
    mergeKey: null,
  };
}

export function redo<T>(h: History<T>): History<T> {
  if (!canRedo(h)) return h;
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1), mergeKey: null };
}
