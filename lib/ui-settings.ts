'use client';
import { useCallback, useMemo } from 'react';
import { createLocalStore, useStoredText } from './local-store';

/**
 * UI settings of SPEC §9: stored as `app.settings.{name}` in local storage; a query parameter of
 * the same name overrides and stores them ('true'/'false' become booleans).
 */
export type UiSettingValue = string | boolean;
const PREFIX = 'app.settings.';
const store = createLocalStore('mp:ui-settings');

export function parseSettingValue(raw: string): UiSettingValue {
  return raw === 'true' ? true : raw === 'false' ? false : raw;
}

/** A stored setting, or `fallback` when there is none (or it is not JSON). */
function parseStored<T extends UiSettingValue>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function readUiSetting<T extends UiSettingValue>(name: string, fallback: T): T {
  return parseStored(store.read(PREFIX + name), fallback);
}

export function writeUiSetting(name: string, value: UiSettingValue): void {
  store.write(PREFIX + name, JSON.stringify(value));
}

/** Copies every query parameter that names a known setting into storage. */
export function applySettingsFromQuery(search: string, known: readonly string[]): void {
  const params = new URLSearchParams(search);
  for (const name of known) {
    const raw = params.get(name);
    if (raw !== null) writeUiSetting(name, parseSettingValue(raw));
  }
}

export function useUiSetting<T extends UiSettingValue>(name: string, fallback: T): [T, (value: T) => void] {
  const raw = useStoredText(store, PREFIX + name);
  const value = useMemo(() => parseStored(raw, fallback), [raw, fallback]);
  const set = useCallback((v: T) => writeUiSetting(name, v), [name]);
  return [value, set];
}
