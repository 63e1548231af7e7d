'use client';
import { useBrowserStore } from './browser-store';

export interface LocalStore {
  /** The stored text, or null when absent or when storage cannot be read. */
  read: (key: string) => string | null;
  write: (key: string, text: string) => void;
  subscribe: (onChange: () => void) => () => void;
}

/**
 * Local storage that never throws (private mode, a full quota) and tells this tab of its own
 * writes through `changeEvent`: the `storage` event only reaches the other tabs.
 */
export function createLocalStore(changeEvent: string): LocalStore {
  return {
    read: (key) => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (key, text) => {
      try {
        localStorage.setItem(key, text);
      } catch {
        // Storage full or disabled: the value is forgotten on reload, nothing worse.
      }
      window.dispatchEvent(new Event(changeEvent));
    },
    subscribe: (onChange) => {
      window.addEventListener(changeEvent, onChange);
      window.addEventListener('storage', onChange);
      return () => {
        window.removeEventListener(changeEvent, onChange);
        window.removeEventListener('storage', onChange);
      };
    },
  };
}

/** The stored text under `key`, read again on every change; null while rendering on the server. */
export function useStoredText(store: LocalStore, key: string): string | null {
  return useBrowserStore(
    store.subscribe,
    () => store.read(key),
    () => null,
  );
}
