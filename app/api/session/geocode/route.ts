import { createGeocode } from '@/lib/bff/geocode';
import { cookieConfigFromEnv } from '@/lib/bff/session';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

let handler: ReturnType<typeof createGeocode> | undefined;

export function GET(req: Request) {
  // Wired on first use: the environment is read when the server runs, not when it is built.
  handler ??= createGeocode({ cookies: cookieConfigFromEnv(env()), geocoderUrl: env().GEOCODER_URL });
  return handler(req);
}
