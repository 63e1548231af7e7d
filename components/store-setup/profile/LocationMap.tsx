'use client';
import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

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

// Leaflet's default marker images do not resolve under a bundler: a pin drawn in CSS instead.
const pin = divIcon({
  className: 'store-pin',
  html: '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#c62828"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [24, 36],
  iconAnchor: [12, 36],
});

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
      {tileUrl && <TileLayer url={tileUrl} attribution={attribution} />}
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
