import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A resolver that loads its zod schema (and the zod resolver) the first time it is needed. */
export type LazyResolver<In extends FieldValues, Out extends FieldValues> = Resolver<In, unknown, Out> & {
  /** Starts loading now (say, when the form is first focused), so the first check waits for nothing. */
  preload: () => void;
};

/**
 * For a form shown on a page's first paint (change password, billing …): validation runs on
 * submit or after a change, never before the page works, so the schema and zod need not be in
 * the page's first-load JS (tests/perf/budgets.ts). The form validates exactly as with
 * `zodResolver(schema)`. A failed load (offline) is tried again on the next check.
 *   resolver: lazyZodResolver(() => import('@/lib/contract/auth').then((m) => m.changePasswordRequest))
 */
export function lazyZodResolver<In extends FieldValues, Out extends FieldValues>(
  load: () => Promise<z.ZodType<Out, In>>,
): LazyResolver<In, Out> {
  let loading: Promise<Resolver<In, unknown, Out>> | undefined;
  const resolver = () => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<In, unknown, Out>,
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  const lazy: Resolver<In, unknown, Out> = async (values, context, options) =>
    (await resolver())(values, context, options);
  return Object.assign(lazy, { preload: () => void resolver().catch(() => undefined) });
}
