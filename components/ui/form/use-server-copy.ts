'use client';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Fills a form with each new copy of the server's data (the first load when the server did not
 * prefetch it, another location's, a reload after a block date or a save), or with the same copy
 * shown another way (`shownAs`: the locale its amounts are written in), unless the merchant has
 * typed something. Not with what the form was mounted with: its defaults are that already, and
 * resetting to it would wipe text typed before hydration, which the fields report in the same
 * commit (keep-early-input.ts) while this render still reads "not dirty".
 * `fill` resets the form to a copy (form.reset(toValues(copy))).
 */
export function useServerCopy<T>(loaded: T | undefined, isDirty: boolean, fill: (copy: T) => void, shownAs?: unknown) {
  const applied = useRef({ loaded, shownAs });
  const fillWith = useEffectEvent(fill);
  useEffect(() => {
    if (loaded === undefined || loaded === null || isDirty) return;
    if (loaded === applied.current.loaded && shownAs === applied.current.shownAs) return;
    applied.current = { loaded, shownAs };
    fillWith(loaded);
  }, [loaded, isDirty, shownAs]);
}
