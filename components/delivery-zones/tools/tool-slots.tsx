'use client';
import dynamic from 'next/dynamic';
import { shownLazily } from '@/components/ui/shown-lazily';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';

// The panel sits under the zone list (under the map too, on a phone): its code loads and renders
// when it comes near the screen, so neither competes with the page's load (issue 11).
const ZoneToolsPanel = shownLazily(() => import('./ZoneToolsPanel').then((m) => m.ZoneToolsPanel), 480);

// The layers are drawn inside the map, which loads after the page: so do they.
const ZoneToolsMapLayers = dynamic(() => import('./ZoneToolsMapLayers').then((m) => m.ZoneToolsMapLayers), {
  ssr: false,
});

// A row's figures show nothing until the past orders have loaded: their code (the stats query, the
// geometry hook) comes after the page too.
const ZoneRowFigures = dynamic(() => import('./ZoneRowFigures').then((m) => m.ZoneRowFigures), {
  ssr: false,
});

interface Ctx {
  kind: ZoneKind;
  zones: DeliveryZone[];
}

/** The tools in the editor's three slots (components/delivery-zones/zone-tool-slots.ts). */
export const deliveryZoneToolSlots = {
  mapLayers: ({ kind, zones }: Ctx) => <ZoneToolsMapLayers kind={kind} zones={zones} />,
  tools: ({ kind, zones }: Ctx) => <ZoneToolsPanel kind={kind} zones={zones} />,
  rowExtra: (zone: DeliveryZone, { kind, zones }: Ctx) => <ZoneRowFigures kind={kind} zones={zones} zone={zone} />,
};
