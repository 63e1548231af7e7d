'use client';
import { Skeleton } from '@mui/material';
import dynamic from 'next/dynamic';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';

// The panel sits under the zone list: it loads after the page shows, out of its first-load JS.
const ZoneToolsPanel = dynamic(() => import('./ZoneToolsPanel').then((m) => m.ZoneToolsPanel), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={480} sx={{ borderRadius: 1 }} />,
});

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
