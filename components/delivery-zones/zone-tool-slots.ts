import type { ReactNode } from 'react';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { deliveryZoneToolSlots } from './tools/tool-slots';

/** What the editor tells the tools mounted in its slots. */
export interface ZoneToolContext {
  kind: ZoneKind;
  /** The location's zones of this kind, as saved. */
  zones: DeliveryZone[];
  selectedId: string | null;
  /** Selects a zone on the map and in the list (null: none). */
  select: (id: string | null) => void;
}

/**
 * Where the editor's tools plug in (issue 14, items 3–6): layers drawn inside the map (loaded with
 * next/dynamic, like the map, so leaflet stays out of the page's first load), a panel under the
 * list, and figures in each list row.
 */
export interface ZoneToolSlots {
  mapLayers?: (ctx: ZoneToolContext) => ReactNode;
  tools?: (ctx: ZoneToolContext) => ReactNode;
  rowExtra?: (zone: DeliveryZone, ctx: ZoneToolContext) => ReactNode;
}

/** The tools mounted on the editor. */
export const zoneTools: ZoneToolSlots = deliveryZoneToolSlots;
