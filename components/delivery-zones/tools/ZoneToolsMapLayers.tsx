'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { setToolState } from './tool-state';
import { useToolView, useZoneStats } from './use-tool-view';

// Rendered inside the editor's map: leaflet is loaded by then, and this code with it.
const ZoneToolLayers = dynamic(() => import('./ZoneToolLayers'), { ssr: false, loading: () => null });

/** Grey for a point outside every zone. */
const OUTSIDE_COLOUR = '#9e9e9e';

/** The tools' layers in the editor's map: overlap outlines, past orders, the tested point. */
export function ZoneToolsMapLayers({ kind, zones }: { kind: ZoneKind; zones: DeliveryZone[] }) {
  const t = useTranslations('deliveryZoneTools.tester');
  const { state, point, quote, pairs, locationId } = useToolView(kind, zones);
  const stats = useZoneStats(kind, zones);
  const overlapping = useMemo(() => {
    const ids = new Set(pairs.flatMap((p) => [p.a._id, p.b._id]));
    return zones.filter((z) => ids.has(z._id));
  }, [pairs, zones]);
  return (
    <ZoneToolLayers
      overlapping={overlapping}
      orderPoints={state.showOrders ? (stats.data?.points ?? []) : []}
      testPoint={
        point && quote
          ? {
              at: point,
              label: quote.zone ? quote.zone.name : t('outsideShort'),
              colour: quote.zone?.colour ?? OUTSIDE_COLOUR,
            }
          : null
      }
      onPick={state.picking && locationId ? (at) => setToolState(kind, { test: { at, locationId } }) : null}
    />
  );
}
