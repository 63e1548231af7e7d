import type { z } from 'zod';
import type { LightResult } from '@/components/ui/form/light/light-form-store';
import { issuesToErrors } from '@/components/ui/form/light/light-resolver';
import { parseMoneyText } from '@/lib/contract/money-text';
import { settingPath, type SettingField } from '@/lib/contract/settings-field-descriptor';
import { readPath, writePath, cloneJson, type FormValues } from './setting-fields';

const number = (text: unknown): number => {
  const s = String(text ?? '').trim();
  return s === '' ? NaN : Number(s);
};

/** The form's values → the PUT body (every field: a PUT replaces the whole settings). */
export function toSettingsRequest(values: FormValues, fields: readonly SettingField[]): FormValues {
  const body = cloneJson(values);
  for (const f of fields) {
    const path = settingPath(f);
    const v = readPath(body, path);
    if (f.kind === 'cents') writePath(body, path, parseMoneyText(String(v ?? '')) ?? NaN);
    else if (f.kind === 'number') writePath(body, path, number(v));
    else if (f.kind === 'list')
      writePath(
        body,
        path,
        String(v ?? '')
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map(number),
      );
    else if (f.kind === 'time') writePath(body, path, v ? v : null);
  }
  return body;
}

/**
 * Checks the form with the contract's own request schema (what the API checks), after turning the
 * typed text back into numbers and cents. An issue inside a field (one tip of the list) lands on
 * that field.
 */
export function checkSettings(
  schema: z.ZodType,
  fields: readonly SettingField[],
  values: FormValues,
): LightResult<FormValues> {
  const parsed = schema.safeParse(toSettingsRequest(values, fields));
  if (parsed.success) return { values: parsed.data as FormValues };
  return { errors: issuesToErrors(parsed.error.issues, fields.map(settingPath)) };
}
