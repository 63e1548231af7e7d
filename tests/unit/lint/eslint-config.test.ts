/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint rules of DESIGN §2 hold: each fixture breaks one rule and must be reported for it, so
 * the config cannot quietly stop enforcing (as when flat-config blocks overrode each other's
 * zones, or when relative imports slipped past path patterns).
 */
const cases: [fixture: string, lintedAs: string][] = [
  ['relative-into-server.ts', 'components/menu/lint-fixture.ts'],
  ['feature-into-feature.tsx', 'components/menu/LintFixture.tsx'],
  ['feature-into-feature-relative.tsx', 'components/shell/LintFixture.tsx'],
  ['server-into-client-layer.ts', 'server/routes/lint-fixture.ts'],
  ['lib-into-app.ts', 'lib/lint-fixture.ts'],
  ['contract-imports-react.ts', 'lib/contract/lint-fixture.ts'],
  ['component-in-camel-case.tsx', 'components/menu/lintFixture.tsx'],
  ['helper-in-camel-case.ts', 'lib/moneyFixture.ts'],
  ['clean-component.tsx', 'components/menu/CleanFixture.tsx'],
];

let reported: Record<string, string[]>;

beforeAll(() => {
  const script = path.join(__dirname, 'lint-fixtures.mjs');
  reported = JSON.parse(
    execFileSync(process.execPath, [script, JSON.stringify(cases)], { encoding: 'utf8', timeout: 170_000 }),
  );
}, 180_000);

const rulesFor = (lintedAs: string) => reported[lintedAs];

test.each([
  ['a relative import from components/ into server/', 'components/menu/lint-fixture.ts'],
  ['an import between two feature folders (alias)', 'components/menu/LintFixture.tsx'],
  ['an import between two feature folders (relative)', 'components/shell/LintFixture.tsx'],
  ['server/ importing the client data layer', 'server/routes/lint-fixture.ts'],
  ['lib/ importing app/', 'lib/lint-fixture.ts'],
])('reports %s', (_what, lintedAs) => {
  expect(rulesFor(lintedAs)).toContain('import/no-restricted-paths');
});

test('reports a package other than zod in lib/contract', () => {
  expect(rulesFor('lib/contract/lint-fixture.ts')).toContain('no-restricted-imports');
});

test('reports a component file not in PascalCase and a module not in kebab-case', () => {
  expect(rulesFor('components/menu/lintFixture.tsx')).toEqual(['portal/file-name']);
  expect(rulesFor('lib/moneyFixture.ts')).toEqual(['portal/file-name']);
});

test('reports nothing for a file that follows every rule', () => {
  expect(rulesFor('components/menu/CleanFixture.tsx')).toEqual([]);
});
