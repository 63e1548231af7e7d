import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter } from '@playwright/test/reporter';
import { summarize } from './matcher';
import { configDir, coverageDir } from './recorder';

/**
 * Prints at the end of the e2e run which SPEC §2 routes some test showed and which SPEC §7
 * calls some test made through the BFF (merged from each worker's file), lists what none
 * touched, and writes test-results/e2e-coverage.json.
 */
export default class CoverageReporter implements Reporter {
  private rootDir = process.cwd();

  onBegin(config: FullConfig) {
    this.rootDir = configDir(config);
    // A previous run's records would count as this one's.
    rmSync(coverageDir(this.rootDir), { recursive: true, force: true });
  }

  onEnd() {
    const dir = coverageDir(this.rootDir);
    const visited = new Set<string>();
    const called = new Set<string>();
    for (const name of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
      const records = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { visited: string[]; called: string[] };
      records.visited.forEach((r) => visited.add(r));
      records.called.forEach((c) => called.add(c));
    }
    const summary = summarize(visited, called);
    const { routes, calls } = summary;
    const total = (part: { covered: string[]; untouched: string[] }) =>
      `${part.covered.length}/${part.covered.length + part.untouched.length}`;
    const lines = [`e2e coverage: routes ${total(routes)}, calls ${total(calls)}`];
    if (routes.untouched.length) lines.push(`  routes no test visited: ${routes.untouched.join(', ')}`);
    if (calls.untouched.length) lines.push(`  calls no test made: ${calls.untouched.join(', ')}`);
    console.log(lines.join('\n'));
    mkdirSync(path.join(this.rootDir, 'test-results'), { recursive: true });
    writeFileSync(path.join(this.rootDir, 'test-results', 'e2e-coverage.json'), JSON.stringify(summary, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
