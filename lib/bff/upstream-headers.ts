import { clientAddress } from '@/lib/contract/client-address';
import { env } from '@/lib/env';
/** Headers the platform expects from this client (SPEC §7). */
export const CLIENT_HEADERS = {
  'x-device-type': 'web',
  'x-client-id': 'merchant-portal',
  'x-app-version': '2.0.0',
} as const;

/** Request headers worth forwarding; everything else (cookies above all) stays at the edge. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'last-event-id', 'if-none-match'];

/** Reply headers worth returning; hop-by-hop and upstream cookies are dropped. */
const FORWARDED_REPLY_HEADERS = [
  'content-type',
  'cache-control',
  'content-disposition',
  'etag',
  'retry-after',
  'last-modified',
  // Uploaded images are served with these so a crafted file is never run as a page.
  'x-content-type-options',
  'content-security-policy',
  // The website widget's settings are read by its script on the merchant's own site.
  'access-control-allow-origin',
];

export function upstreamRequestHeaders(
  req: Request,
  opts: { token?: string; locale: string; clientIp: string },
): Headers {
  const out = new Headers(CLIENT_HEADERS);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const v = req.headers.get(name);
    if (v) out.set(name, v);
  }
  out.set('accept-language', opts.locale);
  out.set('x-forwarded-for', opts.clientIp);
  // The portal's public origin, for replies that point back at it (the website widget's embed tag).
  const url = new URL(req.url);
  const first = (name: string) => req.headers.get(name)?.split(',')[0]?.trim() || undefined;
  out.set('x-forwarded-host', first('x-forwarded-host') ?? req.headers.get('host') ?? url.host);
  out.set('x-forwarded-proto', first('x-forwarded-proto') ?? url.protocol.slice(0, -1));
  if (opts.token) out.set('authorization', `Bearer ${opts.token}`);
  return out;
}

export function replyHeaders(upstream: Response): Headers {
  const out = new Headers();
  for (const name of FORWARDED_REPLY_HEADERS) {
    const v = upstream.headers.get(name);
    if (v) out.set(name, v);
  }
  if (out.get('content-type')?.startsWith('text/event-stream')) {
    // Stops proxies (nginx and friends) from buffering the stream.
    out.set('cache-control', 'no-cache, no-transform');
    out.set('x-accel-buffering', 'no');
  }
  return out;
}

/**
 * The browser's address, sent upstream as the one X-Forwarded-For entry. The chain ends with the
 * socket's address (instrumentation.ts appends it, as a proxy would); of the entries before it
 * only TRUST_PROXY_HOPS are believed, so a client cannot pick its own rate-limit bucket.
 */
export function clientIp(req: Request): string {
  return clientAddress(req.headers.get('x-forwarded-for'), env().TRUST_PROXY_HOPS) ?? '127.0.0.1';
}

/** NEXT_LOCALE cookie first, so server texts match the language the portal shows. */
export function requestLocale(req: Request, cookieValue: string | undefined): string {
  if (cookieValue === 'fr' || cookieValue === 'en') return cookieValue;
  return /^fr\b/i.test(req.headers.get('accept-language') ?? '') ? 'fr' : 'en';
}

/**
 * A state-changing call must come from the portal's own pages. Browsers send Origin on every
 * cross-site write, and Sec-Fetch-Site when Origin is stripped; non-browser callers send neither.
 */
export function isForeignOrigin(req: Request): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return false;
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true;
  return req.headers.get('sec-fetch-site') === 'cross-site';
}
