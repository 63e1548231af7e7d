import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { toSettingsRequest } from '@/components/settings/settings-check';
import {
  matchingPaths,
  previewTips,
  shownFields,
  toFormValues,
  type FormValues,
} from '@/components/settings/setting-fields';
import { cateringSettingsDefaults, settingsDefaults } from '@/lib/contract/settings-defaults';
import { settingPath, type SettingField } from '@/lib/contract/settings-field-descriptor';
import { cateringSettingFields, settingFields } from '@/lib/contract/settings-field-lists';
import { settingsRequest } from '@/lib/contract/settings-online-order';

type Catalogue = typeof en;
const labelIn = (messages: Catalogue) => (f: SettingField) =>
  (messages.settingsForm.fields as Record<string, Record<string, string>>)[f.group]?.[f.key] ?? '';

const values = (): FormValues => toFormValues(settingsDefaults, settingFields);
const paths = (fields: SettingField[]) => fields.map(settingPath);

describe('settings labels', () => {
  test.each([
    ['en', en],
    ['fr', fr as Catalogue],
  ])('every online-order and catering field has a %s label and its group a title', (_, messages) => {
    for (const f of [...settingFields, ...cateringSettingFields]) {
      expect([settingPath(f), labelIn(messages)(f)]).toEqual([settingPath(f), expect.stringMatching(/\S/)]);
      expect((messages.settingsForm.groups as Record<string, string>)[f.group]).toBeTruthy();
    }
  });
});

describe('settings search', () => {
  test('"tip" finds the tip fields by their English label, whatever the case', () => {
    const found = matchingPaths(settingFields, labelIn(en), ' TIP ')!;
    expect([...found]).toEqual(
      expect.arrayContaining(['tip_list', 'pick_up.default_pick_up_tip', 'dine_in.default_dine_in_tip']),
    );
    expect(found.has('service_fees.service_fee')).toBe(false);
  });

  test('the French labels are searched too, accents left out ("age minimum" finds "Âge minimum")', () => {
    const found = matchingPaths(settingFields, labelIn(fr as Catalogue), 'pourboire')!;
    expect(found.has('pick_up.default_pick_up_tip')).toBe(true);
    const accent = matchingPaths(settingFields, labelIn(fr as Catalogue), 'age minimum')!;
    expect([...accent]).toEqual(['age_verification.minimum_age']);
  });

  test('nothing searched shows every field whose switch is on; an unknown word shows none', () => {
    expect(matchingPaths(settingFields, labelIn(en), '  ')).toBeNull();
    const none = matchingPaths(settingFields, labelIn(en), 'zzzz');
    expect(shownFields(settingFields, values(), none)).toEqual([]);
  });

  test('a match behind a switch that is off shows that switch, not the field', () => {
    const v = values();
    (v.service_fees as FormValues).allow_service_fees = false;
    const shown = paths(shownFields(settingFields, v, matchingPaths(settingFields, labelIn(en), 'service fee')));
    expect(shown).toContain('service_fees.allow_service_fees');
    expect(shown).not.toContain('service_fees.service_fee');
    (v.service_fees as FormValues).allow_service_fees = true;
    expect(paths(shownFields(settingFields, v, matchingPaths(settingFields, labelIn(en), 'service fee')))).toEqual([
      'service_fees.allow_service_fees',
      'service_fees.service_fee',
    ]);
  });
});

describe('dependent fields', () => {
  test('delivery off hides every delivery field but its switch; on shows them', () => {
    const v = values();
    (v.delivery as FormValues).is_delivery_available = false;
    const off = paths(shownFields(settingFields, v, null)).filter((p) => p.startsWith('delivery.'));
    expect(off).toEqual(['delivery.is_delivery_available']);
    (v.delivery as FormValues).is_delivery_available = true;
    const on = paths(shownFields(settingFields, v, null));
    expect(on).toEqual(expect.arrayContaining(['delivery.delivery_interval', 'delivery.cash']));
  });

  test('a field two switches deep hides when the outer one is off, though its own is on', () => {
    const v = values();
    const pickUp = v.pick_up as FormValues;
    pickUp.pick_up_accept_tip = true;
    expect(paths(shownFields(settingFields, v, null))).toContain('pick_up.default_pick_up_tip');
    pickUp.is_pick_up_available = false;
    expect(paths(shownFields(settingFields, v, null))).not.toContain('pick_up.default_pick_up_tip');
  });

  test("catering's minimum order shows only with its switch", () => {
    const v = toFormValues(cateringSettingsDefaults, cateringSettingFields);
    expect(paths(shownFields(cateringSettingFields, v, null))).not.toContain('minimum_order_value');
    v.is_minimum_order = true;
    expect(paths(shownFields(cateringSettingFields, v, null))).toContain('minimum_order_value');
  });
});

describe('form values', () => {
  test('money shows in dollars and goes back as cents; the tip list as text and back', () => {
    const v = values();
    expect((v.service_fees as FormValues).service_fee).toBe('0.99');
    expect(v.tip_list).toBe('10, 15, 20');
    (v.service_fees as FormValues).service_fee = '2,50';
    v.tip_list = '12, 18 ,25';
    const body = toSettingsRequest(v, settingFields);
    expect((body.service_fees as FormValues).service_fee).toBe(250);
    expect(body.tip_list).toEqual([12, 18, 25]);
    expect(settingsRequest.safeParse(body).success).toBe(true);
  });

  test('what cannot be read is refused by the rule of that field, not replaced', () => {
    const v = values();
    (v.pick_up as FormValues).pick_up_interval = 'soon';
    (v.service_fees as FormValues).service_fee = '1.999';
    const parsed = settingsRequest.safeParse(toSettingsRequest(v, settingFields));
    expect(parsed.success).toBe(false);
    const failed = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(failed).toEqual(expect.arrayContaining(['pick_up.pick_up_interval', 'service_fees.service_fee']));
    // The typed text itself is untouched.
    expect((v.pick_up as FormValues).pick_up_interval).toBe('soon');
  });

  test('the preview reads the tip choices being typed, leaving out what is not a tip', () => {
    expect(previewTips('10, 15,, 150, abc, 15 20')).toEqual([10, 15, 20]);
  });
});
