/**
 * How the settings forms describe a field (data, not components): the online-order and catering
 * forms are built from the lists in settings-field-lists.ts. `dependsOn` names the switch that
 * shows the field (off hides it).
 */

export type SettingFieldKind =
  'switch' | 'number' | 'cents' | 'text' | 'multiline' | 'email' | 'phone' | 'select' | 'list' | 'time' | 'color';
export type SettingUnit = 'minutes' | 'days' | 'hours' | 'percent' | 'ounces' | 'copies' | 'orders' | 'years';
export type SettingGroup =
  | 'general'
  | 'menu_appearance'
  | 'pick_up'
  | 'delivery'
  | 'age_verification'
  | 'order_printer'
  | 'allergy_warning'
  | 'order_notification'
  | 'order_option'
  | 'dine_in'
  | 'service_fees'
  | 'theme_appearance'
  | 'seo'
  | 'analytics'
  | 'review_request'
  | 'alcohol_limit'
  | 'catering';

export interface SettingField {
  /** The section it shows in; 'general' and 'catering' fields sit at the top level of the object. */
  group: SettingGroup;
  key: string;
  kind: SettingFieldKind;
  /** The switch that shows this field (same object path rules: group null = top level). */
  dependsOn?: { group: SettingGroup; key: string };
  /** A sub-heading inside the group (pick-up and delivery payment modes). */
  section?: 'payment_modes' | 'large_order' | 'tips' | 'scheduling';
  unit?: SettingUnit;
  options?: readonly string[];
  /** Stored as text and never run in the portal. */
  script?: boolean;
}

/** Where a field's value sits in the settings object: top level for 'general' and 'catering'. */
export function settingPath(f: Pick<SettingField, 'group' | 'key'>): string {
  return f.group === 'general' || f.group === 'catering' ? f.key : `${f.group}.${f.key}`;
}
