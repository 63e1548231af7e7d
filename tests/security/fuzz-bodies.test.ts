/**
 * Fuzzing of every write route that reads a JSON body, generated from its zod request schema:
 * bodies shaped like the schema, then mutated (helpers/body-arbitraries). Whatever arrives, the
 * API never answers 5xx; a refused call (4xx) writes nothing to either business; no call writes
 * to the other business; no body pollutes Object.prototype. Seeded and bounded: the same cases
 * on every run (SECURITY_FUZZ_SEED and SECURITY_FUZZ_RUNS change them).
 */
import fc from 'fast-check';
import type { RouteEntry } from '@/lib/contract';
import { bodyArbitrary, fuzzRequestArbitrary, NUL, taintAll, type FuzzRequest } from './helpers/body-arbitraries';
import { ID_ROUTE_KINDS, pathWith, uncoveredRoutes, WRITE_CASES, writeRoutes } from './helpers/route-cases';
import { buildWorld, send, snapshot, type World } from './helpers/world';

const RUNS = Number(process.env.SECURITY_FUZZ_RUNS) || 20;
/**
 * Found by this fuzzer (to add to issue 10): some strings holding a lone surrogate (ill-formed
 * UTF-16, which JSON's \uXXXX escapes can carry) reach PGlite as bytes PostgreSQL refuses
 * ("invalid byte sequence for encoding UTF8"): a 500. While it is open the fuzzer leaves lone
 * surrogates out and the test.failing at the end holds the finding; when the fix lands that test
 * fails ("passed unexpectedly"): set this to false, which puts them back among the fuzzer's characters.
 */
const LONE_SURROGATE_OPEN = false;
const SEED = Number(process.env.SECURITY_FUZZ_SEED) || 0;

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w?.api.close());

/** A stable seed per route, so a failure names a case that comes back on the next run. */
const seedOf = (key: string) => [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

const caseOf = (r: RouteEntry) => WRITE_CASES[r.key as keyof typeof WRITE_CASES];
const fuzzed = writeRoutes.filter((r) => caseOf(r)?.schema);

test('every write route says which body schema it reads (a new one fails here until it does)', () => {
  expect(uncoveredRoutes(WRITE_CASES, writeRoutes)).toEqual([]);
});

/** Own keys of Object.prototype: a body that adds one has polluted every object of the process. */
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

test.each(fuzzed)('$key: no 5xx, a refused body writes nothing, the other business is never touched', async (r) => {
  const kind = ID_ROUTE_KINDS[r.key as keyof typeof ID_ROUTE_KINDS];
  const path = kind && kind !== 'public' ? pathWith(r, w.a.ids[kind]) : pathWith(r);
  // Ids of both businesses, so that fields naming rows name real ones (A's) and foreign ones (B's).
  const ids = [...Object.values(w.a.ids), ...Object.values(w.b.ids), w.a.secondLocationId, w.b.locationId];
  const { schema, valid } = caseOf(r);
  const base = valid ? fc.oneof(fc.constant(valid(w.a)), bodyArbitrary(schema!, ids)) : bodyArbitrary(schema!, ids);
  const token = r.access === 'public' ? undefined : w.a.token;
  const cleanPrototype = prototypeKeys();
  // B is never written to, so its state is taken once: each run is checked against it.
  const b = await snapshot(w.api, w.b.businessId);
  // Nothing but the runs writes to A, so A's state after one run is its state before the next:
  // one snapshot of A per run instead of two (the file's main cost).
  let a = await snapshot(w.api, w.a.businessId);

  await fc.assert(
    fc.asyncProperty(fuzzRequestArbitrary(base, { loneSurrogates: !LONE_SURROGATE_OPEN }), async (req: FuzzRequest) => {
      const before = a;
      const res = await send(w.api, r.method, path, { token, body: req.body, raw: req.raw });
      a = await snapshot(w.api, w.a.businessId);
      const where = `${r.key} with ${req.label}: ${res.status} ${res.message ?? ''}`;
      expect([where, res.status < 500]).toEqual([where, true]);
      expect([where, prototypeKeys()]).toEqual([where, cleanPrototype]);
      expect([where, await snapshot(w.api, w.b.businessId)]).toEqual([where, b]);
      if (res.status >= 400) expect([where, a]).toEqual([where, before]);
    }),
    { numRuns: RUNS, seed: seedOf(r.key), endOnFailure: true },
  );
});

test('issue 10 finding 7: a NUL character in any text field of a valid body is refused, never a 5xx', async () => {
  const answers: string[] = [];
  for (const r of fuzzed) {
    const { valid } = caseOf(r);
    if (!valid) continue;
    const kind = ID_ROUTE_KINDS[r.key as keyof typeof ID_ROUTE_KINDS];
    const path = kind && kind !== 'public' ? pathWith(r, w.a.ids[kind]) : pathWith(r);
    const res = await send(w.api, r.method, path, {
      token: r.access === 'public' ? undefined : w.a.token,
      body: taintAll(valid(w.a), NUL),
    });
    if (res.status >= 500) answers.push(`${r.key}: ${res.status}`);
  }
  expect(answers).toEqual([]);
});

const loneSurrogate = LONE_SURROGATE_OPEN ? test.failing : test;
loneSurrogate('a text field holding a lone surrogate is refused or stored, never a 5xx', async () => {
  // The counterexample the fuzzer found (POST /category), on the tax name.
  const res = await send(w.api, 'POST', 'tax', {
    token: w.a.token,
    raw: '{"name":"𗥞󱶟\ufeff\\ude79𫲗","rate":1}',
  });
  expect(res.status).toBeLessThan(500);
});
