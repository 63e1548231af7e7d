import type { z } from 'zod';

/**
 * A reply's contract schema, given either as is or as a loader (`() => import('@/lib/contract/menu')
 * .then((m) => m.taxesReply)`). A page rendered from the server's prefetch parses nothing until
 * its first refetch or change, so a loader keeps zod and the contract out of its first-load JS
 * (tests/perf/budgets.ts) while every reply is still checked against its schema.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** The schema itself, loaded on first use when given as a loader (the bundler caches the import). */
export function loadSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  // A zod schema is an object, never a function: a function can only be a loader.
  return typeof source === 'function' ? (source as () => Promise<S>)() : Promise.resolve(source);
}

/**
 * Loaders for the schemas of one contract module, by name:
 *   const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));
 *   apiQuery(key, { path: 'tax', schema: menuSchemas('taxesReply') })
 */
export function schemasOf<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    () =>
      load().then((m) => m[name]);
}
