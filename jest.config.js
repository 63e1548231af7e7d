// Three projects: `unit` (jsdom, Testing Library), `api` (node, reference API on PGlite) and
// `security` (node, the generated tenant and role matrices and fuzzing of tests/security).
// next/jest gives SWC transforms, the tsconfig paths and Next's mocks; it returns an async
// config per call, so each project is resolved separately and the list is exported.
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: __dirname });

// Packages next/jest would otherwise leave untransformed: next-intl and use-intl are ESM-only;
// PGlite's CommonJS build loads node built-ins with import(), which jest's VM refuses without
// --experimental-vm-modules, and SWC rewrites those into require().
const ESM_PACKAGES = ['next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@electric-sql/pglite'];

async function project(config) {
  const resolved = await createJestConfig(config)();
  // next/jest's first ignore pattern is `/node_modules/(?!.pnpm)(?!(pkgs)/)`; custom patterns
  // can only be appended (and any match ignores), so the ESM packages are added to its list.
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((p) =>
    p.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`),
  );
  // next/jest's SWC transform covers .js/.mjs/.ts(x) but not .cjs, which is what PGlite ships.
  const swc = Object.values(resolved.transform)[0];
  resolved.transform = { '^.+[\\\\/]@electric-sql[\\\\/]pglite[\\\\/].+\\.cjs$': swc, ...resolved.transform };
  // The build's standalone output (.next/standalone) holds a copy of package.json: without this,
  // every run warns of a Haste module naming collision.
  resolved.modulePathIgnorePatterns = [...(resolved.modulePathIgnorePatterns ?? []), '<rootDir>/.next/'];
  return resolved;
}

// server-only throws outside React's server build; tests load BFF modules directly.
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/server-only-stub.js' };

module.exports = async () => ({
  projects: [
    await project({
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
      moduleNameMapper,
    }),
    await project({
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      moduleNameMapper,
    }),
    // Generated from the route table (tenant and role matrices, body fuzzing) on the reference API.
    await project({
      displayName: 'security',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/security/**/*.test.ts'],
      moduleNameMapper,
    }),
  ],
  // A global option (ignored inside projects): PGlite takes seconds to initialise a database
  // on a busy machine, and a real PostgreSQL creates one per api test file.
  testTimeout: 30000,
});
