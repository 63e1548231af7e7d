/** Security headers: the builder, next.config.mjs's headers() for every answer, middleware's page CSP. */
import { NextRequest } from 'next/server';
import type { NextConfig } from 'next';
import { middleware } from '@/middleware';
import { RESOURCE_CSP, pageCsp, securityHeaders, tileSource } from '@/lib/security-headers.mjs';

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

describe('pageCsp', () => {
  const csp = directives(pageCsp({ nonce: 'abc123', dev: false, tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png' }));

  test("scripts only by nonce (Next's own), strict-dynamic for the chunks they load; no eval in production", () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    const dev = directives(pageCsp({ nonce: 'n', dev: true, tileUrl: '' }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  test('no framing, no plugins, no base or form elsewhere; calls to this origin only', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  test("emotion's style tags pass; images from this origin (uploads), previews and the map tiles' host", () => {
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.example.org']);
  });

  test('a tile template with a {s} subdomain allows every subdomain of its host', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileSource('not a url')).toBe('');
  });
});

describe('securityHeaders (every answer)', () => {
  const asMap = (production: boolean) =>
    Object.fromEntries(securityHeaders({ production }).map((h) => [h.key.toLowerCase(), h.value]));

  test('framing refused, no sniffing, origin-only referrers, a locked-down CSP for /api and assets', () => {
    const h = asMap(false);
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['content-security-policy']).toBe(RESOURCE_CSP);
    expect(directives(RESOURCE_CSP).get('default-src')).toEqual(["'none'"]);
    expect(directives(RESOURCE_CSP).get('frame-ancestors')).toEqual(["'none'"]);
    // An uploaded image keeps the sandbox its own reply asked for (next.config headers win).
    expect(directives(RESOURCE_CSP).has('sandbox')).toBe(true);
  });

  test('HSTS in production only', () => {
    expect(asMap(true)['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(asMap(false)['strict-transport-security']).toBeUndefined();
  });

  test('next.config.mjs sends them on every path: pages, /api and static assets', async () => {
    // @ts-expect-error next.config.mjs is plain JavaScript, without a declaration file.
    const nextConfig = (await import('@/next.config.mjs')).default as NextConfig;
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === '/:path*');
    expect(all?.headers.map((h) => h.key)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
      ]),
    );
  });
});

describe('middleware (pages)', () => {
  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

  test('a page answer carries a CSP with a fresh nonce, also handed to Next on the request', async () => {
    const first = await middleware(new NextRequest('http://portal.test/login'));
    const second = await middleware(new NextRequest('http://portal.test/login'));
    const csp = first.headers.get('content-security-policy');
    expect(nonceOf(csp)).toMatch(/^[A-Za-z0-9+/=]{24,}$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(csp));
    // NextResponse.next({ request: { headers } }): Next renders with this CSP and reads its nonce.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
  });

  test('redirects carry it too', async () => {
    const redirect = await middleware(new NextRequest('http://portal.test/dashboard'));
    expect(redirect.status).toBeGreaterThanOrEqual(300);
    expect(nonceOf(redirect.headers.get('content-security-policy'))).toBeTruthy();
    const slash = await middleware(new NextRequest('http://portal.test/login/'));
    expect(slash.status).toBe(308);
    expect(nonceOf(slash.headers.get('content-security-policy'))).toBeTruthy();
  });
});
