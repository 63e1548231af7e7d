import type { z } from 'zod';
import type { LightErrors, LightResolver, LightResult } from './light-form-store';

/** A resolver whose code loads on first use; `preload` starts loading it now (the form's first focus). */
export type LazyLightResolver<In, Out> = LightResolver<In, Out> & { preload: () => void };

/**
 * For a form on a page's first paint: its checks (zod and the contract's schema) load when first
 * needed, not with the page. A failed load (offline) is tried again on the next check.
 */
export function lazyLightResolver<In, Out>(load: () => Promise<LightResolver<In, Out>>): LazyLightResolver<In, Out> {
  let loading: Promise<LightResolver<In, Out>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const resolver: LightResolver<In, Out> = async (values) => (await loaded())(values);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * zod's issues as the form's errors: each field's first issue (its `validation.*` key). With
 * `fields`, an issue inside a field (one tip of a list) lands on the nearest field the form has;
 * without, on the issue's whole path (as @hookform/resolvers' zodResolver did).
 */
export function issuesToErrors(issues: readonly Issue[], fields?: readonly string[]): LightErrors {
  const known = fields && new Set(fields);
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const keys = issue.path.map(String);
    let n = keys.length;
    while (known && n > 1 && !known.has(keys.slice(0, n).join('.'))) n -= 1;
    const name = keys.slice(0, n).join('.') || 'root';
    errors[name] ??= { type: 'validation', message: issue.message };
  }
  return errors;
}

/** Checks with a zod schema: its output to send, or the fields' first issues. */
export function zodCheck<In, Out>(schema: z.ZodType<Out, In>, fields?: readonly string[]): LightResolver<In, Out> {
  return async (values): Promise<LightResult<Out>> => {
    const parsed = await schema.safeParseAsync(values);
    return parsed.success ? { values: parsed.data } : { errors: issuesToErrors(parsed.error.issues, fields) };
  };
}

/**
 * The usual resolver of a form on screen at once: the contract's schema loaded on first use.
 *   resolver: lightZodResolver(() => import('@/lib/contract/integrations').then((m) => m.cloverLinkRequest))
 */
export function lightZodResolver<In, Out>(
  loadSchema: () => Promise<z.ZodType<Out, In>>,
  fields?: readonly string[],
): LazyLightResolver<In, Out> {
  return lazyLightResolver(() => loadSchema().then((schema) => zodCheck(schema, fields)));
}
