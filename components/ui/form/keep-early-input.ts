'use client';
import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** Gives `value` to a callback or object ref. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Reports to React text typed into a server-rendered field before React hydrated it. React keeps
 * that text on the screen but never calls onChange for it (React 19's replay of such changes is
 * not on in its stable build), so the form would not know it: no Save bar, the old value sent, and
 * the text wiped at the field's next render. React's value tracker took the typed text as the
 * field's value at hydration, so the value is first set back through the tracker, then the typed
 * text through the element's own setter, and an `input` event makes React see the change.
 * Returns whether there was something to report.
 */
export function replayEarlyInput(el: TextElement): boolean {
  const typed = el.value;
  // React sets defaultValue to the value it rendered, on the server and when it hydrates.
  if (typed === el.defaultValue) return false;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setOwnValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setOwnValue) return false;
  el.value = el.defaultValue;
  setOwnValue.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * The ref to put on a controlled text field's element (merged with the caller's `inputRef`): once
 * mounted, text typed before hydration reaches the field's onChange (replayEarlyInput). A field
 * mounted on the client holds its value already, so nothing is reported; an uncontrolled field
 * (`value` undefined) is left alone, as its form may have set its value itself.
 */
export function useKeepEarlyInput<T extends TextElement>(value: unknown, inputRef?: Ref<T>) {
  const element = useRef<T | null>(null);
  const controlled = value !== undefined;
  useLayoutEffect(() => {
    if (controlled && element.current) replayEarlyInput(element.current);
    // Once, at mount: the only time a field can hold text React has not seen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (el: T | null) => {
      element.current = el;
      assignRef(inputRef, el);
    },
    [inputRef],
  );
}
