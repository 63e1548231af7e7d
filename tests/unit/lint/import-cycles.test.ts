/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run lint` refuses import cycles with scripts/lint/import-cycles.mjs: run on the fixtures of
 * tests/unit/lint/fixtures/cycles, it names every cycle that exists at run time and no other.
 */
const root = path.resolve(__dirname, '../../..');
const run = (...folders: string[]) =>
  spawnSync(process.execPath, ['scripts/lint/import-cycles.mjs', ...folders], { cwd: root, encoding: 'utf8' });

const fixtures = 'tests/unit/lint/fixtures/cycles';
let report: ReturnType<typeof run>;
beforeAll(() => {
  report = run(fixtures);
});
const cycles = () => report.stdout.split('\n').filter((line) => line.startsWith('import cycle:'));
const named = (...files: string[]) => `import cycle: ${files.map((f) => `${fixtures}/${f}.ts`).join(' → ')}`;

test('fails and names a cycle of two files', () => {
  expect(report.status).toBe(1);
  expect(cycles()).toContain(named('cycle-a', 'cycle-b', 'cycle-a'));
});

test('follows a re-export around a ring of three', () => {
  expect(cycles()).toContain(named('ring-a', 'ring-b', 'ring-c', 'ring-a'));
});

test('counts a dynamic import() and resolves the @/ alias', () => {
  expect(cycles()).toContain(named('lazy-a', 'lazy-b', 'lazy-a'));
});

test('does not count imports of types only, which vanish at run time', () => {
  expect(cycles().filter((line) => line.includes('types-'))).toEqual([]);
  expect(cycles()).toHaveLength(3);
});

test('finds no cycle in the project itself', () => {
  const project = run();
  expect(project.stdout).toBe('');
  expect(project.status).toBe(0);
});
