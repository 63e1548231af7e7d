import { createGeocode } from '@/lib/bff/geocode';
import { logRequest } from '@/lib/bff/request-log';
import { cookieConfigFromEnv } from '@/lib/bff/session';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

let handler: ReturnType<typeof createGeocode> | undefined;

export function GET(req: Request) {
  // Wired on first use: the environment is read when the server runs, not when it is built.
  handler ??= createGeocode({ cookies: cookieConfigFromEnv(env()), geocoderUrl: env().GEOCODER_URL });
  const geocode = handler;
  // Its line and X-Request-Id as every BFF call has them (no upstream /v1 call: upstreamMs null).
  return logRequest(req, () => geocode(req));
}
