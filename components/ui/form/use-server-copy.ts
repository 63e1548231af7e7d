'use client';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Fills a form with each new copy of the server's data (the first load when the server did not
 * prefetch it, another location's, a reload after a block date or a save) unless the merchant has
 * typed something. Not with the copy the form was mounted with: its defaults are that copy
 * already, and resetting to it would wipe text typed before hydration, which the fields report in
 * the same commit (keep-early-input.ts) while this render still reads "not dirty".
 * `fill` resets the form to a copy (form.reset(toValues(copy))).
 */
export function useServerCopy<T>(loaded: T | undefined, isDirty: boolean, fill: (copy: T) => void) {
  const applied = useRef(loaded);
  const fillWith = useEffectEvent(fill);
  useEffect(() => {
    if (loaded === undefined || loaded === null || isDirty || loaded === applied.current) return;
    applied.current = loaded;
    fillWith(loaded);
  }, [loaded, isDirty]);
}
