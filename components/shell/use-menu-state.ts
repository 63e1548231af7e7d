'use client';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { entryForPath, type MenuGroupKey } from '@/lib/navigation';

/** SPEC §9: where the menu remembers its state. */
export const SELECTED_KEYS = 'app.menu.selectedKeys';
export const OPENED_KEYS = 'app.menu.openedKeys';
const CHANGE_EVENT = 'mp:menu-state';

/** A stored JSON array of strings, or null when absent or not one. */
export function parseKeys(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

export function toggleKey(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
}

function readKeys(name: string): string[] | null {
  try {
    return parseKeys(localStorage.getItem(name));
  } catch {
    return null;
  }
}

function writeKeys(name: string, keys: readonly string[]): void {
  try {
    localStorage.setItem(name, JSON.stringify(keys));
  } catch {
    // Storage full or disabled: the menu forgets its state on reload, nothing worse.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The raw string is the snapshot (stable between reads); parsing happens once per change. */
function useStoredKeys(name: string): string[] | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return localStorage.getItem(name);
      } catch {
        return null;
      }
    },
    () => null,
  );
  return useMemo(() => parseKeys(raw), [raw]);
}

/**
 * Selected entry and opened groups. The selection follows the URL (and is stored for SPEC §9);
 * opened groups are the user's choice, remembered across reloads, and the group of the page
 * being shown is opened on arrival.
 */
export function useMenuState(pathname: string) {
  const entry = entryForPath(pathname);
  const selectedKey = entry?.key;
  const group: MenuGroupKey | undefined = entry && entry.group !== 'top' ? entry.group : undefined;
  const stored = useStoredKeys(OPENED_KEYS);
  const openedKeys = useMemo(() => stored ?? (group ? [group] : []), [stored, group]);

  useEffect(() => {
    if (selectedKey) writeKeys(SELECTED_KEYS, [selectedKey]);
    const opened = readKeys(OPENED_KEYS) ?? [];
    if (group && !opened.includes(group)) writeKeys(OPENED_KEYS, [...opened, group]);
  }, [selectedKey, group]);

  const toggleGroup = useCallback((key: string) => writeKeys(OPENED_KEYS, toggleKey(readKeys(OPENED_KEYS) ?? openedKeys, key)), [openedKeys]);

  return { selectedKeys: selectedKey ? [selectedKey] : [], openedKeys, toggleGroup };
}
