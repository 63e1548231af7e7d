import { LOCKED_CODE, LOCKED_STATUS } from '@/lib/contract/errors';
import { fromNominatim, nominatimSearchUrl } from '@/lib/geocode';
import { type CookieConfig, readCookie, readSession } from './session';
import { bffText, type BffText } from './texts';
import { requestLocale } from './upstream-headers';

const GEOCODER_TIMEOUT_MS = 5000;

export interface GeocodeDeps {
  cookies: CookieConfig;
  /** GEOCODER_URL: a Nominatim-compatible base URL; undefined when the portal has none. */
  geocoderUrl: string | undefined;
  fetchImpl?: typeof fetch;
}

function reply(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * GET /api/session/geocode?q=: the delivery-zone address tester's search, asked of the
 * Nominatim-compatible GEOCODER_URL by this server (the pages' CSP lets the browser talk to the
 * portal only). Signed-in, unlocked sessions only, so the portal is no open proxy to the
 * geocoder; 404 when no geocoder is configured (an empty `q` answers no results: the page's
 * way to ask whether there is one).
 */
export function createGeocode({ cookies, geocoderUrl, fetchImpl = fetch }: GeocodeDeps) {
  return async function geocode(req: Request): Promise<Response> {
    const cookieHeader = req.headers.get('cookie');
    const locale = requestLocale(req, readCookie(cookieHeader, 'NEXT_LOCALE'));
    const fail = (status: number, key: BffText) => reply({ message: bffText(locale, key) }, status);
    const session = await readSession(cookieHeader, cookies);
    if (!session.token) return fail(401, 'sessionExpired');
    if (session.locked) return reply({ message: bffText(locale, 'locked'), code: LOCKED_CODE }, LOCKED_STATUS);
    if (!geocoderUrl) return fail(404, 'notFound');
    const q = (new URL(req.url).searchParams.get('q') ?? '').trim().slice(0, 200);
    if (!q) return reply({ results: [] }, 200);
    try {
      const res = await fetchImpl(nominatimSearchUrl(geocoderUrl, q, locale), {
        // Nominatim's usage policy asks every client to name itself.
        headers: { accept: 'application/json', 'user-agent': 'merchant-portal (delivery zone address tester)' },
        signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
      });
      if (!res.ok) return fail(502, 'upstreamDown');
      return reply(fromNominatim(await res.json().catch(() => null)), 200);
    } catch (err) {
      return (err as Error)?.name === 'TimeoutError' ? fail(504, 'upstreamTimeout') : fail(502, 'upstreamDown');
    }
  };
}
