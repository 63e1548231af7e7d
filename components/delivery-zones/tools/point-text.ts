import type { LngLat } from '@/lib/contract/zone-geometry';

/** A typed degree value: a decimal comma (French) is read as a point; empty or not a number → null. */
export function parseDegrees(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** The point typed in the latitude and longitude fields, [lng, lat], or null when either is not in range. */
export function typedPoint(latText: string, lngText: string): LngLat | null {
  const lat = parseDegrees(latText);
  const lng = parseDegrees(lngText);
  if (lat == null || lng == null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lng, lat];
}

/** A map click off the world's first copy (panned past 180°) still gives a longitude in range. */
export function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** Six decimals (about 10 cm): what the fields show for a clicked point. */
export const degreesText = (value: number) => String(Math.round(value * 1e6) / 1e6);
