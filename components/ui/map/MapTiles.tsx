'use client';
import { divIcon } from 'leaflet';
import { TileLayer } from 'react-leaflet';

// Leaflet's default marker images do not resolve under a bundler: a pin drawn in CSS instead.
export const storePin = divIcon({
  className: 'store-pin',
  html: '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#c62828"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [24, 36],
  iconAnchor: [12, 36],
});

/**
 * The map's tiles from MAP_TILE_URL (the host the pages' Content-Security-Policy allows). An empty
 * URL draws no tiles: the map is blank but works the same (offline, tests).
 */
export function MapTiles({ tileUrl, attribution }: { tileUrl: string; attribution: string }) {
  return tileUrl ? <TileLayer url={tileUrl} attribution={attribution} /> : null;
}
