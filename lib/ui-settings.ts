'use client';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * UI settings of SPEC §9: stored as `app.settings.{name}` in local storage; a query parameter of
 * the same name overrides and stores them ('true'/'false' become booleans).
 */
export type UiSettingValue = string | boolean;
const PREFIX = 'app.settings.';
const CHANGE_EVENT = 'mp:ui-settings';

export function parseSettingValue(raw: string): UiSettingValue {
  return raw === 'true' ? true : raw === 'false' ? false : raw;
}

export function readUiSetting<T extends UiSettingValue>(name: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeUiSetting(name: string, value: UiSettingValue): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the setting lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Copies every query parameter that names a known setting into storage. */
export function applySettingsFromQuery(search: string, known: readonly string[]): void {
  const params = new URLSearchParams(search);
  for (const name of known) {
    const raw = params.get(name);
    if (raw !== null) writeUiSetting(name, parseSettingValue(raw));
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useUiSetting<T extends UiSettingValue>(name: string, fallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readUiSetting(name, fallback),
    () => fallback,
  );
  const set = useCallback((v: T) => writeUiSetting(name, v), [name]);
  return [value, set];
}
