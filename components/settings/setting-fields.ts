import { readPath } from '@/components/ui/form/light/light-paths';
import { centsToDecimal } from '@/lib/money';
import { settingPath, type SettingField, type SettingGroup } from '@/lib/contract/settings-field-descriptor';

/**
 * The settings form works on a copy of the settings where what the merchant types stays text:
 * numbers and dollars as typed, the tip list as "10, 15, 20". `toSettingsRequest` (settings-check.ts,
 * loaded with the first check) turns it back
 * (an unreadable entry becomes NaN, which the contract refuses with the field's own rule), so a
 * refused value is never replaced by a guess.
 */
export type FormValues = Record<string, unknown>;

// One reading of a dotted path for the form and the settings' own code.
export { readPath };

export function writePath(o: FormValues, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = o;
  for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as FormValues;
  at[keys.at(-1)!] = value;
}

// Settings are plain JSON (what the API sends), so a JSON copy is a deep copy.
export const cloneJson = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The server's settings → the form's values (money in dollars, numbers and the tip list as text). */
export function toFormValues(settings: object, fields: readonly SettingField[]): FormValues {
  const values = cloneJson(settings) as FormValues;
  for (const f of fields) {
    const path = settingPath(f);
    const v = readPath(values, path);
    if (f.kind === 'cents' && typeof v === 'number') writePath(values, path, centsToDecimal(v));
    else if (f.kind === 'number' && typeof v === 'number') writePath(values, path, String(v));
    else if (f.kind === 'list' && Array.isArray(v)) writePath(values, path, v.join(', '));
    else if (f.kind === 'time') writePath(values, path, v ?? '');
    else if (v === null && f.kind !== 'switch') writePath(values, path, '');
  }
  return values;
}

/** A field's switch and that switch's own switch … all on: the field shows. */
export function switchedOn(field: SettingField, fields: readonly SettingField[], values: FormValues): boolean {
  let dep = field.dependsOn;
  const seen = new Set<string>();
  while (dep) {
    const path = settingPath(dep);
    if (seen.has(path) || !readPath(values, path)) return false;
    seen.add(path);
    const parent = fields.find((f) => settingPath(f) === path);
    dep = parent?.dependsOn;
  }
  return true;
}

/** Lower case without accents, so "energie" finds "Énergie" and "TIP" finds "tip". */
export const foldText = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The paths of the fields whose label (in the page's language) holds the search; null when nothing is searched. */
export function matchingPaths(
  fields: readonly SettingField[],
  labelOf: (f: SettingField) => string,
  search: string,
): Set<string> | null {
  const q = foldText(search);
  if (!q) return null;
  return new Set(fields.filter((f) => foldText(labelOf(f)).includes(q)).map(settingPath));
}

/**
 * What the page shows: fields whose switches are on and, while searching, the matches plus the
 * switches that control a match (a match hidden behind its switch shows that switch, to turn on).
 */
export function shownFields(
  fields: readonly SettingField[],
  values: FormValues,
  matches: Set<string> | null,
): SettingField[] {
  const controlling = new Set<string>();
  if (matches) {
    for (const f of fields) {
      if (!matches.has(settingPath(f))) continue;
      let dep = f.dependsOn;
      while (dep && !controlling.has(settingPath(dep))) {
        const path = settingPath(dep);
        controlling.add(path);
        dep = fields.find((x) => settingPath(x) === path)?.dependsOn;
      }
    }
  }
  return fields.filter((f) => {
    const path = settingPath(f);
    if (matches && !matches.has(path) && !controlling.has(path)) return false;
    return switchedOn(f, fields, values);
  });
}

/** The groups in the order their first field comes. */
export function groupsOf(fields: readonly SettingField[]): SettingGroup[] {
  return [...new Set(fields.map((f) => f.group))];
}

/** The tip choices as typed ("10, 15, 20"), for the preview: the readable whole numbers 0–100 only. */
export function previewTips(text: unknown): number[] {
  const tips = String(text ?? '')
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 100);
  return [...new Set(tips)];
}

/** The switches some field depends on: the only values that decide what the page shows. */
export function switchPaths(fields: readonly SettingField[]): string[] {
  return [...new Set(fields.flatMap((f) => (f.dependsOn ? [settingPath(f.dependsOn)] : [])))];
}

/** Values at `paths` (as useWatch gives them, in order) put back into a settings-shaped object. */
export function valuesAt(paths: readonly string[], list: readonly unknown[]): FormValues {
  const values: FormValues = {};
  paths.forEach((path, i) => writePath(values, path, list[i]));
  return values;
}
