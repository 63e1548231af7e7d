import { NextResponse, type NextRequest } from 'next/server';
import { readSession } from '@/lib/bff/session';
import { env } from '@/lib/env';
import { redirectFor } from '@/lib/redirect-rules';

export async function middleware(req: NextRequest) {
  const session = await readSession(req.headers.get('cookie'), { secret: env().SESSION_SECRET, secure: false });
  const target = redirectFor(req.nextUrl.pathname, session, req.nextUrl.search);
  if (!target) {
    // Layouts cannot read the URL; the main layout's route gate needs it.
    const headers = new Headers(req.headers);
    headers.set('x-pathname', req.nextUrl.pathname);
    return NextResponse.next({ request: { headers } });
  }
  const url = new URL(target, req.url);
  return NextResponse.redirect(url);
}

export const config = {
  // Pages only: the BFF, Next's assets and public files pass straight through.
  matcher: ['/((?!api/|_next/|favicon.ico|robots.txt|images/|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml)$).*)'],
};
