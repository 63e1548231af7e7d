'use client';
import { useSyncExternalStore } from 'react';
import type { ZoneKind } from '@/lib/contract/delivery-zones';
import type { LngLat } from '@/lib/contract/zone-geometry';

/** What the tools' panel and their map layers share (they sit in different slots of the editor). */
export interface ToolState {
  /** The tested point, with the location it was tested at (another location's point is not shown). */
  test: { at: LngLat; locationId: string } | null;
  /** A map click tests its point. */
  picking: boolean;
  /** The past orders' dots are on the map. */
  showOrders: boolean;
}

const initial: ToolState = { test: null, picking: false, showOrders: false };
const states: Record<ZoneKind, ToolState> = { delivery: initial, catering: initial };
const listeners = new Set<() => void>();

export function setToolState(kind: ZoneKind, change: Partial<ToolState>): void {
  states[kind] = { ...states[kind], ...change };
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The tools' shared state of one kind of zones (kept while the tab lives, like a form's draft). */
export function useToolState(kind: ZoneKind): ToolState {
  return useSyncExternalStore(
    subscribe,
    () => states[kind],
    () => initial,
  );
}
