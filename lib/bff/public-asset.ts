import { UpstreamTimeout } from './dispatch';
import type { BffDeps } from './call-context';
import { json } from './replies';
import { bffText } from './texts';
import { clientIp, replyHeaders, requestLocale, upstreamRequestHeaders } from './upstream-headers';

/**
 * GET uploads/{id} (cached for a year) and widget/{key} (the website widget's settings, read by its
 * script on other sites): public and cacheable, so no session, no query and no Set-Cookie.
 */
const PUBLIC_ASSETS = new Set(['uploads', 'widget']);
export const isPublicAsset = (req: Request, segments: string[]) =>
  (req.method === 'GET' || req.method === 'HEAD') && PUBLIC_ASSETS.has(segments[0] ?? '') && segments.length === 2;

export async function publicAsset(deps: BffDeps, req: Request, segments: string[]): Promise<Response> {
  try {
    const headers = upstreamRequestHeaders(req, { locale: requestLocale(req, undefined), clientIp: clientIp(req) });
    const upstream = await deps.dispatch(segments.map(encodeURIComponent).join('/'), { method: req.method, headers });
    return new Response(upstream.body, { status: upstream.status, headers: replyHeaders(upstream) });
  } catch (err) {
    return json(
      {
        message: bffText(
          requestLocale(req, undefined),
          err instanceof UpstreamTimeout ? 'upstreamTimeout' : 'upstreamDown',
        ),
      },
      err instanceof UpstreamTimeout ? 504 : 502,
      [],
    );
  }
}
