import { readCookie } from './session';
import { bffText } from './texts';
import { requestLocale } from './upstream-headers';

/**
 * Any /api path that is neither the /v1 proxy nor a session route: a JSON 404 in the caller's
 * language, signed in or not (else a script calling a wrong path gets the HTML 404 page, 200).
 */
export function apiNotFound(req: Request): Response {
  const locale = requestLocale(req, readCookie(req.headers.get('cookie'), 'NEXT_LOCALE'));
  return Response.json(
    { message: bffText(locale, 'notFound') },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}
