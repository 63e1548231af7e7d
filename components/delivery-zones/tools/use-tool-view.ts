'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { zoneShapesSignature, zoneStatsQuery } from '@/lib/api/delivery-zone-tools';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { dayInZone } from '@/lib/dates';
import type { ZoneQuote } from './AddressTester';
import type { OverlapPair } from './OverlapNotes';
import { useToolState } from './tool-state';
import { useZoneGeometry } from './use-zone-geometry';

/** The past orders of the zones shown (one request for the panel, the map and the rows). */
export function useZoneStats(kind: ZoneKind, zones: DeliveryZone[]) {
  const shapes = useMemo(() => zoneShapesSignature(zones), [zones]);
  return useQuery(zoneStatsQuery(kind, shapes));
}

/**
 * What the tools show, derived from the saved zones: the tested point and the zone that applies
 * there (quoteZone, the API's own function), and the overlapping pairs with their winner.
 */
export function useToolView(kind: ZoneKind, zones: DeliveryZone[]) {
  const state = useToolState(kind);
  const { current, timeZone } = useCurrentLocation();
  const geometry = useZoneGeometry();
  const point = state.test && state.test.locationId === current?._id ? state.test.at : null;

  // The location's day: a dated zone applies by the restaurant's calendar, as in the API's quote.
  const today = dayInZone(new Date(), timeZone ?? undefined);
  const quote = useMemo<ZoneQuote | null>(() => {
    if (!point || !geometry) return null;
    const { zone, overlapping } = geometry.quoteZone(zones, point, today);
    return { zone, overlapping: zones.filter((z) => overlapping.includes(z._id)) };
  }, [geometry, zones, point, today]);

  const pairs = useMemo<OverlapPair[]>(() => {
    if (!geometry) return [];
    const byId = new Map(zones.map((z) => [z._id, z]));
    return geometry
      .overlapPairs(zones)
      .map((p) => ({ a: byId.get(p.a)!, b: byId.get(p.b)!, winner: byId.get(p.winner)! }));
  }, [geometry, zones]);

  return { state, point, quote, pairs, locationId: current?._id ?? null };
}
