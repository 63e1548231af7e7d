/**
 * Values by dotted path ("pick_up.pick_up_interval") in the plain JSON a form edits, written
 * without touching what was there: only the objects on the path are copied, so every other value
 * keeps its identity and a field whose value did not change skips its render.
 */

/** The value at `path`, undefined when any step is missing. */
export const readPath = (o: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k], o);

/** A copy of `o` with `value` at `path` (missing steps become objects); `o` itself when nothing changes. */
export function withPath<T>(o: T, path: string, value: unknown): T {
  const dot = path.indexOf('.');
  const key = dot < 0 ? path : path.slice(0, dot);
  const at = (o ?? {}) as Record<string, unknown>;
  const next = dot < 0 ? value : withPath(at[key], path.slice(dot + 1), value);
  if (o != null && Object.is(at[key], next) && key in at) return o;
  if (Array.isArray(at)) {
    const copy = [...at];
    copy[Number(key)] = next;
    return copy as T;
  }
  return { ...at, [key]: next } as T;
}

/** Deep equality of JSON-like values (what "unsaved" compares); shared subtrees are equal at once. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}
