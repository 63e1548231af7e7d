// Plain JavaScript: next.config.mjs loads it as is, and middleware.ts imports it (types in the .d.mts).

/**
 * The CSP source for a map tile URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): its
 * scheme and host, a `{s}` subdomain becoming `*`. Empty when the template is not an http(s) URL.
 * @param {string} tileUrl
 */
export function tileSource(tileUrl) {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(tileUrl);
  return match ? match[1] + match[2].replace(/\{[^}]*\}/g, '*') : '';
}

/**
 * The Content-Security-Policy of a page (middleware.ts, a fresh nonce per request). Next.js puts
 * the nonce on its own scripts and 'strict-dynamic' lets them load the chunks they need; emotion
 * (MUI) writes style tags and style attributes, hence 'unsafe-inline' for styles only. Images:
 * this origin (uploads are served under /api/v1/uploads), data: and blob: previews, map tiles.
 * @param {{ nonce: string; dev: boolean; tileUrl: string }} opts
 */
export function pageCsp({ nonce, dev, tileUrl }) {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileUrl && tileSource(tileUrl) ? ` ${tileSource(tileUrl)}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP of everything but pages (/api answers, assets): nothing runs, nothing frames it. */
export const RESOURCE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * Headers for every response (next.config.mjs `headers()`: pages, /api and assets alike);
 * middleware.ts replaces the CSP of pages with pageCsp. HSTS only in production, where the
 * portal is served over HTTPS.
 * @param {{ production: boolean }} opts
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ production }) {
  return [
    { key: 'content-security-policy', value: RESOURCE_CSP },
    { key: 'x-frame-options', value: 'DENY' },
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
    ...(production ? [{ key: 'strict-transport-security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
