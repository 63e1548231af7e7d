import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * DESIGN §2 import direction, enforced: app → components → lib/api → lib/contract;
 * server → lib/contract only; lib/bff only from server files in app/; nothing imports app/;
 * feature folders share only through components/ui, components/providers and lib/.
 */
const restrict = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

const SHARED = new Set(['ui', 'providers']);
const areas = readdirSync('components', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SHARED.has(d.name))
  .map((d) => d.name);

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@next/next/no-html-link-for-pages': 'off',
      // Login, logout and business registration reload on purpose: middleware re-routes the new
      // session and no state of the old one survives.
      '@next/next/no-location-assign-relative-destination': 'off',
    },
  },
  restrict(['**/*.{ts,tsx}'], ['@/app/*', '@/app'], 'Nothing imports app/: it is routing only.'),
  restrict(['lib/contract/**'], ['@/*', 'next', 'next/*', 'react', 'react-*', '../*'], 'lib/contract imports nothing but zod.'),
  restrict(
    ['server/**'],
    ['@/app/*', '@/components/*', '@/lib/api/*', '@/lib/bff/*', '@/lib/i18n/*', 'next', 'next/*', 'react'],
    'server/ imports only lib/contract (and lib/env).',
  ),
  restrict(['lib/api/**'], ['@/components/*', '@/lib/bff/*', '@/lib/bff', '@/server', '@/server/*', 'next/headers'], 'lib/api is the client data layer: contract only below it.'),
  restrict(['components/**', 'lib/api/**'], ['@/lib/bff', '@/lib/bff/*', '@/server', '@/server/*'], 'Pages reach the API through /api/v1 (the BFF), never directly.'),
  {
    files: ['app/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(lib/bff(?!/server-fetch$)|server)(/.*)?$',
              message: 'Pages reach the upstream through lib/bff/server-fetch (server components) or the BFF route.',
            },
          ],
        },
      ],
    },
  },
  ...areas.map((area) =>
    restrict(
      [`components/${area}/**`],
      ['@/components/*', '!@/components/ui', '!@/components/ui/*', '!@/components/providers', '!@/components/providers/*', `!@/components/${area}`, `!@/components/${area}/*`],
      `components/${area} shares with other features only through components/ui and lib/.`,
    ),
  ),
  {
    files: ['tests/**', 'scripts/**', '*.config.*', 'server/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
