import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { settingPath, type SettingField } from '@/lib/contract/settings-field-descriptor';
import { toSettingsRequest, type FormValues } from './setting-fields';

/**
 * Checks the form with the contract's own request schema (what the API checks), after turning the
 * typed text back into numbers and cents. An issue inside a field (one tip of the list) lands on
 * that field.
 */
export function settingsResolver(schema: z.ZodType, fields: readonly SettingField[]): Resolver<FormValues> {
  const paths = new Set(fields.map(settingPath));
  return async (values) => {
    const parsed = schema.safeParse(toSettingsRequest(values, fields));
    if (parsed.success) return { values: parsed.data as FormValues, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const keys = issue.path.map(String);
      let n = keys.length;
      while (n > 1 && !paths.has(keys.slice(0, n).join('.'))) n -= 1;
      let at = errors;
      for (const k of keys.slice(0, n - 1)) at = (at[k] ??= {}) as Record<string, unknown>;
      const last = keys[n - 1] ?? 'root';
      at[last] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}
