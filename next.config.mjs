import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships its own WASM and data files; bundling it breaks their relative paths.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
