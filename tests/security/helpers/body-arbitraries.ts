/**
 * fast-check arbitraries for request bodies: near-valid bodies generated from a route's zod
 * schema (through its JSON Schema, zod 4's z.toJSONSchema of the input side), then mutated the
 * way an attacker would: wrong types, huge strings, control characters, negative and fractional
 * cents, extra keys, `__proto__`, bodies that are not JSON objects at all.
 */
import fc from 'fast-check';
import { z } from 'zod';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  prefixItems?: JsonSchema[];
  format?: string;
  pattern?: string;
}

/** Fields that name rows: filled from the ids of both businesses as often as with noise. */
const ID_FIELD = /(^|_)ids?$|^(items|taxes|modifier_groups|categories|plan_id|type|country|state_province)$/;

function stringArbitrary(s: JsonSchema, key: string, ids: readonly string[]): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  let base: fc.Arbitrary<string> = fc.string({ minLength, maxLength });
  if (s.format === 'date-time')
    base = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  else if (/email/.test(key)) base = fc.emailAddress();
  else if (s.pattern) {
    try {
      base = fc.stringMatching(new RegExp(s.pattern));
    } catch {
      /* a pattern fast-check cannot generate from: plain strings */
    }
  }
  return ID_FIELD.test(key) && ids.length ? fc.oneof(fc.constantFrom(...ids), base) : base;
}

function fromJsonSchema(s: JsonSchema, key: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => fromJsonSchema(option, key, ids)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  switch (s.type) {
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromJsonSchema(v, k, ids)]),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
    }
    case 'array': {
      // A tuple (z.tuple: coordinates [lng, lat]) lists its items one by one.
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => fromJsonSchema(item, key, ids)));
      const minLength = s.minItems ?? 0;
      return fc.array(fromJsonSchema(s.items ?? {}, key, ids), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)),
      });
    }
    case 'string':
      return stringArbitrary(s, key, ids);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1e6, -1e9), max: Math.min(s.maximum ?? 1e6, 1e9) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Bodies shaped like the schema's input (refinements aside), ids drawn from `ids` where a field names rows. */
export function bodyArbitrary(schema: z.ZodType, ids: readonly string[]): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, '', ids);
}

const CONTROL_STRINGS = [
  '\u0001\u0008\u001b[31m\u001f\u007f',
  '\r\n\t',
  '\u202ename.exe',
  '\ufeff\uffff',
  '<script>alert(1)</script>',
  "'; drop table items; --",
  '{{constructor.constructor("return 1")()}}',
  '%00../../etc/passwd',
  '   ',
  '',
  '💥'.repeat(40),
];
const HUGE_STRINGS = ['x'.repeat(100_000), 'é'.repeat(30_000)];
/** Money and counts no field may take: negative, fractional, beyond 32 bits, beyond 2^53. */
const BAD_NUMBERS = [-1, -0.5, 0.1, 1.005, 12.345, -0, 100_000_000, 2 ** 31, 2 ** 53 + 2, 1e21, -1e21, 5e-324];
const WRONG_TYPES: unknown[] = [null, true, 0, '12', [], {}, [1, 'a'], { $gt: '' }, [[[[[]]]]]];
const EXTRA_KEYS = ['id', '_id', 'business_id', 'location_id', 'owner', 'role', 'permissions', 'constructor', 'x'];

type Path = (string | number)[];

/** Every place in the body a value sits (the body itself is []). */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...at, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const obj = value as Record<string, unknown>;
  return { ...obj, [head!]: replaceAt(obj[head!], rest, replacement) };
}

/** Objects of the body, where an extra key can go. */
const objectPaths = (body: unknown) =>
  pathsOf(body).filter((p) => {
    const v = valueAt(body, p);
    return !!v && typeof v === 'object' && !Array.isArray(v);
  });

/** Characters slipped into a string the schema accepts, keeping its length in bounds. */
const TAINTS = ['\u0001', '\u0008', '\u001b', '\u007f', '\u202e', '\ufeff', '\uffff', '\u2028'];
/** NUL: a 500 from PostgreSQL until issue 10's finding 7 was fixed. */
export const NUL = '\u0000';
/** Halves of a surrogate pair on their own (ill-formed UTF-16): kept apart while that finding is open. */
const LONE_SURROGATES = ['\ud800', '\udfff', '\ude79'];
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export interface Taints {
  /** Put lone surrogates among them, and leave them in random strings. */
  loneSurrogates: boolean;
}

/** Paths of the body's string values. */
const stringPaths = (body: unknown) => pathsOf(body).filter((p) => typeof valueAt(body, p) === 'string');

function valueAt(body: unknown, path: Path): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k as string], body);
}

/**
 * `value` with `taint` inserted in its middle, or put in place of its middle character when it is
 * long enough; by code points, so that no surrogate pair is split (lone halves have their own list).
 */
export function tainted(value: string, taint: string): string {
  const chars = Array.from(value);
  const mid = Math.floor(chars.length / 2);
  return chars.length >= 3 ? [...chars.slice(0, mid), taint, ...chars.slice(mid + 1)].join('') : value + taint;
}

/** Each string of the body with `taint` slipped in (see tainted). */
export function taintAll(body: unknown, taint: string): unknown {
  return stringPaths(body).reduce((out, p) => replaceAt(out, p, tainted(valueAt(out, p) as string, taint)), body);
}

type Mutation =
  | { kind: 'taint'; at: number; taint: string }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'extraKey'; at: number; key: string; value: unknown }
  | { kind: 'proto'; key: '__proto__' | 'constructor' };

const mutationArbitrary = (taints: readonly string[], wellFormed: boolean): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('taint' as const), at: fc.nat(), taint: fc.constantFrom(...taints) }),
    fc.record({
      kind: fc.constant('replace' as const),
      at: fc.nat(),
      value: fc.oneof(
        fc.constantFrom(...CONTROL_STRINGS),
        fc.constantFrom(...HUGE_STRINGS),
        fc.constantFrom(...BAD_NUMBERS),
        fc.constantFrom(...WRONG_TYPES),
        fc.string({ unit: 'binary', maxLength: 30 }).map((v) => (wellFormed ? v.replace(LONE_SURROGATE, '\ufffd') : v)),
      ),
    }),
    fc.record({
      kind: fc.constant('extraKey' as const),
      at: fc.nat(),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      value: fc.oneof(fc.constantFrom(...WRONG_TYPES), fc.constantFrom(...CONTROL_STRINGS)),
    }),
    fc.record({
      kind: fc.constant('proto' as const),
      key: fc.constantFrom('__proto__' as const, 'constructor' as const),
    }),
  );

/** Raw bodies that are not a JSON object: each must be refused (400 or 422), never a 5xx. */
const RAW_BODIES = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '1e999',
  'true',
  '\u0000',
  '['.repeat(5000) + ']'.repeat(5000),
];

export interface FuzzRequest {
  body?: unknown;
  raw?: string;
  /** What was done to the generated body, for the failure message. */
  label: string;
}

/** A generated body with zero to three mutations, or now and then a raw non-object body. */
export function fuzzRequestArbitrary(base: fc.Arbitrary<unknown>, opts: Taints): fc.Arbitrary<FuzzRequest> {
  const taints = [...TAINTS, NUL, ...(opts.loneSurrogates ? LONE_SURROGATES : [])];
  const mutations = fc.array(mutationArbitrary(taints, !opts.loneSurrogates), { maxLength: 3 });
  const mutated = fc.tuple(base, mutations).map(([body, mutations]) => {
    let out = body;
    let proto: string | undefined;
    const labels: string[] = [];
    for (const m of mutations) {
      if (m.kind === 'taint') {
        const paths = stringPaths(out);
        if (!paths.length) continue;
        const at = paths[m.at % paths.length]!;
        out = replaceAt(out, at, tainted(valueAt(out, at) as string, m.taint));
        labels.push(`${at.join('.')} tainted with ${JSON.stringify(m.taint)}`);
      } else if (m.kind === 'replace') {
        const paths = pathsOf(out);
        const at = paths[m.at % paths.length]!;
        out = replaceAt(out, at, m.value);
        labels.push(`${at.join('.') || '(body)'} := ${JSON.stringify(m.value).slice(0, 40)}`);
      } else if (m.kind === 'extraKey') {
        const paths = objectPaths(out);
        if (!paths.length) continue;
        const at = paths[m.at % paths.length]!;
        out = replaceAt(out, at, { ...(valueAt(out, at) as object), [m.key]: m.value });
        labels.push(`extra key ${JSON.stringify(m.key)} at ${at.join('.') || '(body)'}`);
      } else {
        proto = m.key;
        labels.push(`${m.key} key`);
      }
    }
    const label = labels.join('; ') || 'as generated';
    // JSON.stringify never writes a __proto__ key of a literal, so it is spliced into the text.
    if (proto && out && typeof out === 'object' && !Array.isArray(out)) {
      const rest = JSON.stringify(out).slice(1);
      const poison = proto === '__proto__' ? '{"polluted":"yes","role":"owner"}' : '{"prototype":{"polluted":"yes"}}';
      return { raw: `{"${proto}":${poison}${rest === '}' ? '}' : `,${rest}`}`, label };
    }
    return { body: out, label };
  });
  return fc.oneof(
    { weight: 9, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw, label: `raw ${raw.slice(0, 12)}` })) },
  );
}
