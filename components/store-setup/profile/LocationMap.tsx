'use client';
import 'leaflet/dist/leaflet.css';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MapTiles, storePin as pin } from '@/components/ui/map/MapTiles';

export interface LatLng {
  lat: number;
  lng: number;
}

interface Props {
  position: LatLng | null;
  /** Where to look when there is no pin yet (the middle of the location's country). */
  fallback: LatLng;
  tileUrl: string;
  attribution: string;
  markerLabel: string;
  onPlace: (at: LatLng) => void;
  height: number;
}

function ClickToPlace({ onPlace }: { onPlace: Props['onPlace'] }) {
  useMapEvents({ click: (e: LeafletMouseEvent) => onPlace({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Follows the pin when the fields move it (typed coordinates), without changing the zoom. */
function FollowPin({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) map.panTo(position);
  }, [map, position]);
  return null;
}

/**
 * The location's pin on a small map: a click places it, a drag moves it. Without tiles (offline,
 * tests) the map is blank but works the same.
 */
export default function LocationMap({ position, fallback, tileUrl, attribution, markerLabel, onPlace, height }: Props) {
  const handlers = useMemo(
    () => ({
      dragend: (e: { target: LeafletMarker }) => {
        const at = e.target.getLatLng();
        onPlace({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPlace],
  );
  return (
    <MapContainer
      center={position ?? fallback}
      zoom={position ? 15 : 4}
      style={{ height, width: '100%', borderRadius: 4 }}
      scrollWheelZoom={false}
    >
      <MapTiles tileUrl={tileUrl} attribution={attribution} />
      <ClickToPlace onPlace={onPlace} />
      <FollowPin position={position} />
      {position && (
        <Marker
          position={position}
          draggable
          icon={pin}
          eventHandlers={handlers}
          title={markerLabel}
          alt={markerLabel}
        />
      )}
    </MapContainer>
  );
}
