// Two projects: `unit` (jsdom, Testing Library) and `api` (node, reference API on PGlite).
// next/jest gives SWC transforms, the tsconfig paths and Next's mocks; it returns an async
// config per call, so each project is resolved separately and the list is exported.
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: __dirname });

// ESM-only packages next/jest would otherwise leave untransformed.
const ESM_PACKAGES = ['next-intl', 'use-intl'];

async function project(config) {
  const resolved = await createJestConfig(config)();
  // next/jest's first ignore pattern is `/node_modules/(?!.pnpm)(?!(pkgs)/)`; custom patterns
  // can only be appended (and any match ignores), so the ESM packages are added to its list.
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((p) => p.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`));
  return resolved;
}

const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };

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
      // PGlite takes seconds to initialise a database; a real PostgreSQL needs a moment too.
      testTimeout: 30000,
    }),
  ],
});
