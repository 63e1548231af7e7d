import { cateringSettingsRequest } from '@/lib/contract/settings-catering';
import { cateringSettingsDefaults, settingsDefaults } from '@/lib/contract/settings-defaults';
import { settingPath } from '@/lib/contract/settings-field-descriptor';
import { cateringSettingFields, settingFields } from '@/lib/contract/settings-field-lists';
import { settingsRequest, type Settings } from '@/lib/contract/settings-online-order';
import { STV } from '@/lib/contract/settings-rules';

/** jsdom has no structuredClone; the settings are plain JSON. */
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The defaults as a PUT body (theme_appearance without images is a valid request). */
const body = (patch: (s: Settings) => void = () => {}) => {
  const s = clone(settingsDefaults);
  patch(s);
  return s;
};

/** The first issue of a refused body, as path and message key. */
function refusal(input: unknown) {
  const r = settingsRequest.safeParse(input);
  if (r.success) return null;
  return { path: r.error.issues[0].path.join('.'), message: r.error.issues[0].message };
}

const valueAt = (o: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);

describe('online-order settings contract', () => {
  it('holds the SPEC §9 defaults and accepts them as a request', () => {
    expect(settingsDefaults.pick_up.default_pick_up_tip).toBe(15);
    expect(settingsDefaults.delivery.default_delivery_tip).toBe(15);
    expect(settingsDefaults.dine_in.default_dine_in_tip).toBe(15);
    expect(settingsDefaults.service_fees.service_fee).toBe(99);
    expect(settingsDefaults.verify_zip_code).toBe(true);
    expect(settingsDefaults.order_special_instructions).toBe(true);
    expect(settingsDefaults.pick_up.pick_up_interval).toBe(15);
    expect(settingsDefaults.pick_up.average_pick_up_time).toBe(90);
    expect(settingsDefaults.pick_up.pick_up_maximum_order_in_days).toBe(7);
    expect(settingsDefaults.pick_up.pick_up_minimum_time_to_order).toBe(30);
    expect(settingsDefaults.theme_appearance).toMatchObject({ theme_color: '#383232', theme_type: 'light' });
    expect(settingsRequest.parse(body())).toEqual(settingsDefaults);
    expect(cateringSettingsRequest.parse(clone(cateringSettingsDefaults))).toEqual(cateringSettingsDefaults);
  });

  it.each([
    ['age_verification.minimum_age', 17, STV.minimumAge],
    ['pick_up.pick_up_interval', 1, STV.interval],
    ['delivery.delivery_interval', 1, STV.interval],
    ['pick_up.pick_up_minimum_time_to_order', 1, STV.advanceMinutes],
    ['delivery.delivery_minimum_time_to_order', 1, STV.advanceMinutes],
    ['pick_up.pick_up_maximum_order_in_days', 1, STV.advanceDays],
    ['delivery.delivery_maximum_order_in_days', 1, STV.advanceDays],
    ['pick_up.default_pick_up_tip', 101, STV.tip],
    ['dine_in.default_dine_in_tip', -1, STV.tip],
    ['service_fees.service_fee', 0.5, 'validation.money'],
    ['order_notification.email', 'not-an-email', 'validation.email'],
    ['order_notification.phone_number', '123', 'validation.phone'],
  ])('refuses %s = %p with its rule', (path, value, message) => {
    const input = body() as unknown as Record<string, Record<string, unknown>>;
    const [group, key] = path.split('.');
    input[group][key] = value;
    expect(refusal(input)).toEqual({ path, message });
  });

  it('accepts the edges the rules allow: age 18, 2 minutes, 2 days, tips 0 and 100', () => {
    const ok = body((s) => {
      s.age_verification.minimum_age = 18;
      s.pick_up.pick_up_interval = 2;
      s.pick_up.pick_up_minimum_time_to_order = 2;
      s.delivery.delivery_maximum_order_in_days = 2;
      s.pick_up.default_pick_up_tip = 0;
      s.delivery.default_delivery_tip = 100;
    });
    expect(refusal(ok)).toBeNull();
  });

  it('keeps a phone as its last 10 digits and lower-cases e-mails', () => {
    const out = settingsRequest.parse(
      body((s) => {
        s.order_notification.phone_number = '+1 (514) 555-0123';
        s.order_notification.email = 'Owner@Example.COM';
      }),
    );
    expect(out.order_notification).toMatchObject({ phone_number: '5145550123', email: 'owner@example.com' });
  });

  it('asks for an address when an alert is switched on', () => {
    expect(refusal(body((s) => void (s.order_notification.email_alert = true)))).toEqual({
      path: 'order_notification.email',
      message: STV.alertEmail,
    });
    expect(refusal(body((s) => void (s.order_notification.sms_alert = true)))).toEqual({
      path: 'order_notification.phone_number',
      message: STV.alertPhone,
    });
  });

  it('refuses a tip list with repeats or out of range', () => {
    expect(refusal(body((s) => void (s.tip_list = [10, 10])))?.message).toBe(STV.tipList);
    expect(refusal(body((s) => void (s.tip_list = [10, 120])))?.path).toBe('tip_list.1');
    expect(refusal(body((s) => void (s.tip_list = [])))?.message).toBe(STV.tipList);
  });

  it('refuses catering advance days of 1 and a negative minimum order', () => {
    const c = clone(cateringSettingsDefaults);
    c.advance_pickup_days = 1;
    c.minimum_order_value = -100;
    const r = cateringSettingsRequest.safeParse(c);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['advance_pickup_days', 'minimum_order_value']);
  });

  it('describes every field, each path existing in the defaults, each dependency a switch', () => {
    for (const [fields, defaults] of [
      [settingFields, settingsDefaults],
      [cateringSettingFields, cateringSettingsDefaults],
    ] as const) {
      const paths = fields.map(settingPath);
      expect(new Set(paths).size).toBe(paths.length);
      for (const f of fields) {
        expect(valueAt(defaults, settingPath(f))).not.toBeUndefined();
        if (f.dependsOn) expect(fields.find((d) => settingPath(d) === settingPath(f.dependsOn!))?.kind).toBe('switch');
      }
      // Every leaf of the defaults has a descriptor (the images are edited in the banner editor).
      const leaves = Object.entries(defaults).flatMap(([k, v]) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).map((s) => `${k}.${s}`) : [k],
      );
      const images = ['theme_appearance.banner_image_url', 'theme_appearance.banner_logo_url'];
      expect(leaves.filter((l) => !images.includes(l)).sort()).toEqual([...paths].sort());
    }
    expect(settingFields.find((f) => f.key === 'is_delivery_available')?.kind).toBe('switch');
    expect(settingFields.find((f) => f.key === 'delivery_interval')?.dependsOn).toEqual({
      group: 'delivery',
      key: 'is_delivery_available',
    });
  });
});
