'use client';
import { useCallback, useEffect, useMemo } from 'react';
import { createLocalStore, useStoredText } from '@/lib/local-store';
import { entryForPath, type MenuGroupKey } from '@/lib/navigation';

/** SPEC §9: where the menu remembers its state. */
export const SELECTED_KEYS = 'app.menu.selectedKeys';
export const OPENED_KEYS = 'app.menu.openedKeys';
const store = createLocalStore('mp:menu-state');

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
  return parseKeys(store.read(name));
}

function writeKeys(name: string, keys: readonly string[]): void {
  store.write(name, JSON.stringify(keys));
}

/** The raw string is the snapshot (stable between reads); parsing happens once per change. */
function useStoredKeys(name: string): string[] | null {
  const raw = useStoredText(store, name);
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

  const toggleGroup = useCallback(
    (key: string) => writeKeys(OPENED_KEYS, toggleKey(readKeys(OPENED_KEYS) ?? openedKeys, key)),
    [openedKeys],
  );

  return { selectedKeys: selectedKey ? [selectedKey] : [], openedKeys, toggleGroup };
}
