import { NextResponse, type NextRequest } from 'next/server';
import { cookieConfigFromEnv, readSession } from '@/lib/bff/session';
import { env } from '@/lib/env';
import { redirectFor } from '@/lib/redirect-rules';
import { pageCsp } from '@/lib/security-headers.mjs';

/**
 * Every page answer carries a CSP with a fresh nonce (next.config.mjs sets the other security
 * headers). Next.js reads the nonce from the request's CSP header and puts it on its scripts.
 */
export async function middleware(req: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = pageCsp({ nonce, dev: process.env.NODE_ENV !== 'production', tileUrl: env().MAP_TILE_URL });
  const res = await routePage(req, csp);
  res.headers.set('content-security-policy', csp);
  return res;
}

async function routePage(req: NextRequest, csp: string) {
  // next.config.mjs turns Next's own trailing-slash redirect off for the BFF's sake; pages keep it.
  const { pathname } = req.nextUrl;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL keeps the request's trailing slash when it formats, which would loop.
    const url = new URL(req.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  const session = await readSession(req.headers.get('cookie'), cookieConfigFromEnv(env()));
  const target = redirectFor(req.nextUrl.pathname, session, req.nextUrl.search);
  if (!target) {
    // Layouts cannot read the URL; the main layout's route gate needs it.
    const headers = new Headers(req.headers);
    headers.set('x-pathname', req.nextUrl.pathname);
    headers.set('content-security-policy', csp);
    return NextResponse.next({ request: { headers } });
  }
  const url = new URL(target, req.url);
  return NextResponse.redirect(url);
}

export const config = {
  // Pages only: the BFF, Next's assets and public files (the website widget's script too) pass straight through.
  matcher: [
    '/((?!api/|_next/|favicon.ico|robots.txt|widget\\.js$|images/|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml)$).*)',
  ],
};
