// Adds up jest's and Playwright's JSON reports and the script's own checks into the one line
// CI reads: `N passed, N failed`. A report that is missing or unreadable counts as one failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, checksPassed, checksFailed] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);

function read(file) {
  const p = path.join(dir, file);
  if (!existsSync(p)) return undefined;
  try {
    return JSON.parse(readFileSync(p, 'utf8'));
  } catch {
    return null;
  }
}

for (const file of ['jest.json', 'jest-again.json']) {
  const r = read(file);
  if (r === undefined && file === 'jest-again.json') continue; // no PostgreSQL: no second engine
  if (!r) {
    console.log(`${file}: missing or unreadable report`);
    failed += 1;
    continue;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  console.log(
    `${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numRuntimeErrorTestSuites ?? 0} suites did not run`,
  );
}

const e2e = read('e2e.json');
if (!e2e) {
  console.log('e2e.json: missing or unreadable report');
  failed += 1;
} else {
  const s = e2e.stats ?? {};
  // flaky = passed on retry; unexpected = failed for good.
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  console.log(
    `e2e: ${s.expected ?? 0} passed, ${s.flaky ?? 0} flaky, ${s.unexpected ?? 0} failed, ${s.skipped ?? 0} skipped`,
  );
  if ((e2e.errors ?? []).length) failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
