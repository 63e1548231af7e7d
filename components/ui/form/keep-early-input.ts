'use client';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type Ref } from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** Gives `value` to a callback or object ref. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * What the person changed in the server's HTML before React hydrated it: `read` at mount (null
 * for nothing), at once, before any render can put React's value back into the element; `report`
 * once the commit that mounted the field has run all its effects. Why so late: a form library
 * subscribes its fields in effects of the components above them (react-hook-form's Controller and
 * useForm), which run after the field's own; reported any earlier, the change reaches the form's
 * values but not the field's shown value, and the next render puts the old one back.
 */
export function useEarlyChange<V>(read: () => V | null, report: (value: V) => void) {
  const early = useRef<V | null>(null);
  const readNow = useEffectEvent(read);
  const reportNow = useEffectEvent(report);
  useLayoutEffect(() => {
    early.current = readNow();
  }, []);
  useEffect(() => {
    const value = early.current;
    if (value === null) return;
    early.current = null;
    queueMicrotask(() => reportNow(value));
  }, []);
}

/**
 * Tells React about text typed into a server-rendered field before React hydrated it: React keeps
 * that text on the screen but never calls onChange for it (React 19's replay of such changes is
 * behind a flag off in its stable build), so the form would not know it: no Save bar, the old
 * value sent, the text wiped at the field's next render. React's value tracker is set back to
 * React's value, the text is put in through the element's own setter, and an `input` event makes
 * React see the change. `typed` is what the field held when mounted: if a render has put React's
 * value back since, it is typed again; text typed since is kept as it is.
 */
export function replayEarlyInput(el: TextElement, typed: string) {
  // React sets defaultValue to the value it rendered, on the server, when it hydrates and renders.
  const text = el.value !== el.defaultValue ? el.value : typed;
  if (text === el.defaultValue) return;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setOwnValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setOwnValue) return;
  el.value = el.defaultValue;
  setOwnValue.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * What was typed into the server's text area `id` before hydration, read while the first render
 * runs. Why then: React hydrates a text area by putting the text it rendered back into it
 * (initTextarea), before any effect can read what the person typed; an input keeps it. Nothing on
 * the server, or for a field mounted on the client (its element is not in the page yet).
 */
function typedIntoTextArea(id: string | undefined): string | null {
  if (id === undefined || typeof document === 'undefined') return null;
  const el = document.getElementById(id);
  return el instanceof HTMLTextAreaElement && el.value !== el.defaultValue ? el.value : null;
}

/**
 * The ref to put on a controlled text field's element (merged with the caller's `inputRef`): text
 * typed before hydration reaches the field's onChange once the field is mounted
 * (replayEarlyInput). A field mounted on the client holds its value already, so nothing is
 * reported; an uncontrolled field (`value` undefined) is left alone, as its form may have set its
 * value itself. A text area needs its element's `id` (see typedIntoTextArea).
 */
export function useKeepEarlyInput<T extends TextElement>(value: unknown, inputRef?: Ref<T>, id?: string) {
  const element = useRef<T | null>(null);
  const controlled = value !== undefined;
  const [typedIntoArea] = useState(() => typedIntoTextArea(id));
  useEarlyChange(
    () => {
      const el = element.current;
      if (!controlled || !el) return null;
      return el.value !== el.defaultValue ? el.value : typedIntoArea;
    },
    (typed) => {
      if (element.current) replayEarlyInput(element.current, typed);
    },
  );
  return useCallback(
    (el: T | null) => {
      element.current = el;
      assignRef(inputRef, el);
    },
    [inputRef],
  );
}
