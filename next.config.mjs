import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers.mjs';

// Messages compiled at build time (messages/*.json → icu-minify's compact form) and use-intl's
// formatter aliased to a format-only runtime: no ICU parser (intl-messageformat) in any page's
// first load. Code bundled by Next that reads a catalogue directly (lib/bff/texts.ts, server/i18n,
// StandaloneServerError) gets the compiled form too: plain texts stay strings, ICU ones do not, and
// `t.raw` is unsupported (tests/unit/i18n/precompiled-messages.test.ts guards both). Jest reads the raw JSON.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships its own WASM and data files; bundling it breaks their relative paths.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  // The Dockerfile's runtime: .next/standalone holds server.js and only the files the server uses
  // (`next start` still works, with a warning). The migrations are SQL read at start from
  // process.cwd() (server/db/client.ts), which file tracing cannot see.
  output: 'standalone',
  outputFileTracingIncludes: { '/**/*': ['./server/db/migrations/**/*'] },
  poweredByHeader: false,
  // `BUNDLE_SOURCE_MAPS=1 npm run build` for `npm run perf:composition` (what each page's first load is made of).
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  reactStrictMode: true,
  // `npm test` typechecks first, with the route types `next typegen` writes (the same check a
  // build runs, about a minute on 2 cores), so its build skips it; any other build checks types.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Each page's CSS in <style> tags in its head, not render-blocking links: the first paint needs
  // no second request (docs/decisions.md, "Styles inlined in the page's head").
  experimental: { inlineCss: true },
  // SPEC §7 paths such as `POST item/{id}/clone/` end with a slash: the BFF passes them upstream as
  // written instead of Next answering 308 without it. Pages keep the redirect (middleware.ts).
  skipTrailingSlashRedirect: true,
  // `next dev` serves its scripts and HMR only to the host it was started for (localhost by
  // default); the portal opened at 127.0.0.1 (or [::1]) would never hydrate without these.
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // MUI's default theme built only when read (components/providers/mui-default-theme.ts): MUI's
  // styles import it by these relative paths. Jest reads MUI's CommonJS build, untouched.
  turbopack: {
    resolveAlias: {
      './defaultTheme.mjs': './components/providers/mui-default-theme.ts',
      '../styles/defaultTheme.mjs': './components/providers/mui-default-theme.ts',
    },
  },
  // Every answer: pages, /api and assets. middleware.ts gives pages their own CSP, with a nonce.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }) },
      // The website widget's script (public/widget.js), embedded by merchants' own sites: cached for
      // an hour (it changes only with a release) and loadable from any origin.
      {
        source: '/widget.js',
        headers: [
          { key: 'cache-control', value: 'public, max-age=3600, stale-while-revalidate=86400' },
          { key: 'access-control-allow-origin', value: '*' },
          { key: 'cross-origin-resource-policy', value: 'cross-origin' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
