import { GRID_STEP } from './snap';

/** What a key press asks of the editor, or null when the key is not the editor's. */
export type KeyCommand =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'duplicate' }
  | { type: 'remove' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'rotate'; by: number }
  | { type: 'deselect' };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keys typed into a field are the field's (its own undo, its caret moved by the arrows). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable === true;
}

/**
 * The editor's keys: Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y redo, Ctrl/⌘+D duplicate, Delete or
 * Backspace remove, arrows move the selection a grid step (Alt: 1 cm, Shift: ten steps), R and
 * Shift+R turn it 15°, Escape lets go of it.
 */
export function keyCommand(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): KeyCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && key === 'z') return e.shiftKey ? { type: 'redo' } : { type: 'undo' };
  if (mod && key === 'y') return { type: 'redo' };
  if (mod && key === 'd') return { type: 'duplicate' };
  if (mod) return null;
  if (key === 'Delete' || key === 'Backspace') return { type: 'remove' };
  if (key === 'Escape') return { type: 'deselect' };
  if (key === 'r') return { type: 'rotate', by: e.shiftKey ? -15 : 15 };
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = e.altKey ? 1 : e.shiftKey ? GRID_STEP * 10 : GRID_STEP;
  return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
}
