import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { SettingField } from '@/lib/contract/settings-field-descriptor';
import type { FormValues } from './setting-fields';

/** The contract's PUT body schema, loaded when first needed (zod and the contract stay off the first load). */
export type SchemaLoader = () => Promise<z.ZodType>;

export type SettingsResolver = Resolver<FormValues> & {
  /** Starts loading now (the form is first focused), so the first check waits for nothing. */
  preload: () => void;
};

/**
 * Checks the form with the contract's own request schema (settings-check.ts). The schema, zod and
 * the check load on first use, not with the page: the form is on the first paint, its checks run
 * only on a save or after one (tests/perf/budgets.ts). A failed load (offline) is tried again on
 * the next check.
 */
export function settingsResolver(loadSchema: SchemaLoader, fields: readonly SettingField[]): SettingsResolver {
  let loading: Promise<Resolver<FormValues>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('./settings-check')]).then(
      ([schema, { checkSettings }]): Resolver<FormValues> =>
        async (values) =>
          checkSettings(schema, fields, values),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  const resolver: Resolver<FormValues> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
