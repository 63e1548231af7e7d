'use client';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { useZoneStats } from './use-tool-view';
import { ZoneFigures } from './ZoneFigures';

/** A list row's figures: nothing until the past orders have loaded. */
export function ZoneRowFigures({ kind, zones, zone }: { kind: ZoneKind; zones: DeliveryZone[]; zone: DeliveryZone }) {
  const stats = useZoneStats(kind, zones);
  if (!stats.data) return null;
  return <ZoneFigures figure={stats.data.stats.find((s) => s.zone_id === zone._id)} />;
}
