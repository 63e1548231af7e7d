'use client';
import type { LeafletMouseEvent } from 'leaflet';
import { Circle, CircleMarker, Polygon, Tooltip, useMapEvents } from 'react-leaflet';
import type { DeliveryZone } from '@/lib/contract/delivery-zones';
import type { LngLat } from '@/lib/contract/zone-geometry';
import { wrapLongitude } from './point-text';

export interface ZoneToolLayersProps {
  /** Zones that share ground with another (the panel says which wins where). */
  overlapping: DeliveryZone[];
  /** Past delivery orders, [lng, lat]; empty when the layer is off. */
  orderPoints: LngLat[];
  /** The tested point and what it says (the zone that applies, or outside every zone). */
  testPoint: { at: LngLat; label: string; colour: string } | null;
  /** While set, a click on the map tests that point instead of reaching the drawing tools. */
  onPick: ((at: LngLat) => void) | null;
}

const OVERLAP_COLOUR = '#b71c1c';
const ORDER_COLOUR = '#37474f';
/**
 * Options leaflet reads only when a layer is created (pathOptions' later setStyle ignores them):
 * a class to find the layer by, and no pointer events, so clicks reach the zones (select, edit)
 * and the map (drawing, testing a point) underneath.
 */
const FIXED = (className: string) => ({ className, interactive: false }) as const;
const toLatLng = ([lng, lat]: LngLat): [number, number] => [lat, lng];

function PickOnClick({ onPick }: { onPick: (at: LngLat) => void }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPick([wrapLongitude(e.latlng.lng), e.latlng.lat]) });
  return null;
}

/** A zone's outline, dashed: the zones that overlap another are drawn again over their fill. */
function OverlapOutline({ zone }: { zone: DeliveryZone }) {
  const style = { color: OVERLAP_COLOUR, weight: 3, dashArray: '8 6', fill: false };
  return zone.locations.type === 'Point' ? (
    <Circle
      center={toLatLng(zone.locations.coordinates)}
      radius={zone.radius}
      pathOptions={style}
      {...FIXED('zone-overlap-outline')}
    />
  ) : (
    <Polygon
      positions={zone.locations.coordinates.map((ring) => ring.map(toLatLng))}
      pathOptions={style}
      {...FIXED('zone-overlap-outline')}
    />
  );
}

/**
 * The tools' layers inside the editor's map (loaded with leaflet, never in the page's first
 * load): overlap outlines, past orders as light dots, the tested point.
 */
export default function ZoneToolLayers({ overlapping, orderPoints, testPoint, onPick }: ZoneToolLayersProps) {
  return (
    <>
      {onPick && <PickOnClick onPick={onPick} />}
      {overlapping.map((zone) => (
        <OverlapOutline key={zone._id} zone={zone} />
      ))}
      {orderPoints.map((p, i) => (
        <CircleMarker
          key={i}
          center={toLatLng(p)}
          radius={4}
          pathOptions={{
            color: ORDER_COLOUR,
            weight: 1,
            fillColor: ORDER_COLOUR,
            fillOpacity: 0.35,
            opacity: 0.5,
          }}
          {...FIXED('zone-order-dot')}
        />
      ))}
      {testPoint && (
        <CircleMarker
          center={toLatLng(testPoint.at)}
          radius={8}
          pathOptions={{
            color: '#000',
            weight: 2,
            fillColor: testPoint.colour,
            fillOpacity: 0.9,
          }}
          {...FIXED('zone-test-point')}
        >
          <Tooltip permanent direction="top" offset={[0, -8]}>
            {testPoint.label}
          </Tooltip>
        </CircleMarker>
      )}
    </>
  );
}
