import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { fileNameRule } from './scripts/lint/file-name-rule.mjs';

/**
 * DESIGN §2's import directions: app → components → lib/api → lib/contract; server → lib/contract
 * (and lib/env) only; lib/bff only from server files in app/ (and middleware); nothing imports
 * app/; feature folders share only through components/ui, components/providers and lib/.
 *
 * They are zones of `import/no-restricted-paths`, which resolves every import to a real file, so
 * `../../server/app` is caught as surely as `@/server/app`, and all zones sit in one rule: flat
 * config replaces a rule's options block by block, so zones spread over several blocks would
 * silently override each other (tests/unit/lint/eslint-config.test.ts proves each zone holds).
 */
const SHARED = new Set(['ui', 'providers']);
const areas = readdirSync('components', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SHARED.has(d.name))
  .map((d) => d.name);

/** lib/ outside the folders named: its own helpers (money.ts, paths.ts …) and subfolders. */
const libExcept = (...folders) => [`./lib/!(${folders.join('|')})/**`, './lib/*.ts'];

const zones = [
  {
    target: ['./components', './lib', './server', './middleware.ts', './instrumentation.ts'],
    from: './app',
    message: 'Nothing imports app/: it is routing only.',
  },
  {
    target: './lib/contract',
    from: ['./app/**', './components/**', './server/**', './messages/**', ...libExcept('contract')],
    message: 'lib/contract imports nothing but zod.',
  },
  {
    target: './server',
    from: './lib',
    except: ['./contract', './env.ts', './log'],
    message: 'server/ imports only lib/contract (and lib/env, lib/log).',
  },
  // The message catalogues are data, shared so that a field error reads the same from the form and from a 422.
  { target: './server', from: './components', message: 'server/ imports only lib/contract (and lib/env).' },
  {
    target: ['./components', './server', ...libExcept('bff')],
    from: './lib/bff',
    message: 'lib/bff is server-only: imported by app/ server files and middleware.',
  },
  {
    target: './app/**/*.tsx',
    from: './lib/bff',
    except: ['./server-fetch.ts'],
    message: 'Pages reach the upstream through lib/bff/server-fetch (server components) or the BFF route.',
  },
  {
    target: ['./app', './components', './middleware.ts', ...libExcept('bff')],
    from: './server',
    message: 'Pages reach the API through /api/v1 (the BFF), never directly.',
  },
  { target: './lib', from: './components', message: 'lib/ is below components/: it never imports them.' },
  {
    target: ['./server', ...libExcept('api', 'bff')],
    from: './lib/api',
    message: 'lib/api is the client data layer: only components and app use it.',
  },
  {
    target: './components/ui',
    from: './components',
    except: ['./ui'],
    message: 'components/ui is feature-agnostic: it imports no feature folder.',
  },
  {
    target: './components/providers',
    from: './components',
    except: ['./ui', './providers'],
    message: 'components/providers imports only components/ui.',
  },
  ...areas.map((area) => ({
    target: `./components/${area}`,
    from: './components',
    except: ['./ui', './providers', `./${area}`],
    message: `components/${area} shares with other features only through components/ui and lib/.`,
  })),
];

/** Package imports by file set; the sets are disjoint but for lib/contract/plain, which narrows lib/contract. */
const noPackages = (files, pattern, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ ...pattern, message }] }] },
});

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'next-env.d.ts',
      // Deliberately broken files, linted one by one by the config's own test.
      'tests/unit/lint/fixtures/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    plugins: { portal: { rules: { 'file-name': fileNameRule } } },
    // import/no-restricted-paths resolves our own files only: parsing packages' bundles costs seconds.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@next/next/no-html-link-for-pages': 'off',
      // Login, logout and business registration reload on purpose: middleware re-routes the new
      // session and no state of the old one survives.
      '@next/next/no-location-assign-relative-destination': 'off',
      'import/no-restricted-paths': ['error', { zones }],
      'portal/file-name': 'error',
    },
  },
  // @turf/* per-function packages: the zone geometry (lib/contract/zone-geometry.ts) is shared by the
  // API and the editor, like the field rules.
  noPackages(
    ['lib/contract/**'],
    { regex: '^(?!zod$|@turf/|\\./)' },
    'lib/contract imports nothing but zod (and @turf/* for zone geometry).',
  ),
  // Narrows the block above (a later block wins for the same rule): the constants the client's
  // first load takes from the contract, kept free of zod (lib/contract/package.json says why).
  noPackages(
    ['lib/contract/plain/**'],
    { regex: '^(?!\\./)' },
    'lib/contract/plain holds the contract without zod: it imports only its own siblings.',
  ),
  noPackages(
    ['server/**'],
    { group: ['next', 'next/*', 'react', 'react-dom', 'react-*', '@mui/*', '@tanstack/*', 'next-intl', 'next-intl/*'] },
    'server/ is the /v1 API: no UI or Next.js packages.',
  ),
  noPackages(['lib/api/**'], { group: ['next/headers', 'server-only'] }, 'lib/api is the client data layer.'),
  // Notices go through lib/notices, which loads notistack with the first one (it says why).
  // Not lib/**: a later block replaces the rule of the lib blocks above for the same files.
  noPackages(['components/**', 'app/**'], { group: ['notistack'] }, 'Show notices with notify() from lib/notices.'),
  { files: ['components/providers/SnackbarHost.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Tests and tooling reach across the layers on purpose (a BFF test builds the reference API).
    files: ['tests/**', 'scripts/**', '*.config.*', 'server/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': 'off',
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
];

export default config;
