import type { z } from 'zod';
import type { SettingField } from '@/lib/contract/settings-field-descriptor';
import { lazyLightResolver, type LazyLightResolver } from '@/components/ui/form/light/light-resolver';
import type { FormValues } from './setting-fields';

/** The contract's PUT body schema, loaded when first needed (zod and the contract stay off the first load). */
export type SchemaLoader = () => Promise<z.ZodType>;

export type SettingsResolver = LazyLightResolver<FormValues, FormValues>;

/**
 * Checks the form with the contract's own request schema (settings-check.ts). The schema, zod and
 * the check load on first use, not with the page: the form is on the first paint, its checks run
 * only on a save or after one (tests/perf/budgets.ts). A failed load (offline) is tried again on
 * the next check; `preload` starts loading as the form is first focused.
 */
export function settingsResolver(loadSchema: SchemaLoader, fields: readonly SettingField[]): SettingsResolver {
  return lazyLightResolver<FormValues, FormValues>(() =>
    Promise.all([loadSchema(), import('./settings-check')]).then(
      ([schema, { checkSettings }]) =>
        (values: FormValues) =>
          checkSettings(schema, fields, values),
    ),
  );
}
