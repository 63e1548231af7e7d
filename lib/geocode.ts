import { z } from 'zod';

/** What the portal's address search answers (app/api/session/geocode), whatever geocoder is behind it. */
export const geocodeReply = z.object({
  results: z.array(z.object({ label: z.string(), lng: z.number(), lat: z.number() })),
});
export type GeocodeReply = z.infer<typeof geocodeReply>;

const nominatimPlace = z.object({ display_name: z.string(), lon: z.coerce.number(), lat: z.coerce.number() });

/**
 * A Nominatim `search?format=jsonv2` answer as our reply: entries that are not places (or whose
 * coordinates are out of range) are left out rather than failing the whole search.
 */
export function fromNominatim(payload: unknown): GeocodeReply {
  const rows = Array.isArray(payload) ? payload : [];
  const results = rows.flatMap((row) => {
    const place = nominatimPlace.safeParse(row);
    if (!place.success) return [];
    const { display_name, lon, lat } = place.data;
    if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return [];
    return [{ label: display_name, lng: lon, lat }];
  });
  return { results };
}

/** The search URL of a Nominatim-compatible geocoder (`https://nominatim.example.org`, with or without a path). */
export function nominatimSearchUrl(base: string, q: string, language: string): string {
  const url = new URL(base.replace(/\/+$/, '') + '/search');
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '5');
  url.searchParams.set('accept-language', language);
  return url.toString();
}
