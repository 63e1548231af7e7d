/** Reference API: GET/PUT setting, GET/PUT catering-setting, POST business/setting (issue 13). */
import {
  cateringSettingsDefaults,
  cateringSettingsReply,
  settingsDefaults,
  settingsReply,
  slotLoadReply,
  userReply,
  type CateringSettings,
  type Settings,
} from '@/lib/contract';
import { locationSettings } from '@/server/db/schema';
import { addItemRows } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const withChange = (change: (s: Settings) => void) => {
  const s = clone(settingsDefaults);
  change(s);
  return s;
};
const onboarding = async (token: string) =>
  userReply.parse((await client.call('GET', 'user', { token })).body).user.onboard_status;
const readSettings = async (token: string, query = '') =>
  settingsReply.parse((await client.call('GET', `setting${query}`, { token })).body).setting;

describe('online-order settings', () => {
  test('a new location reads the SPEC §9 defaults; the store design supplies the theme', async () => {
    const m = await client.registerBusiness();
    const setting = await readSettings(m.token);
    expect(setting).toEqual(settingsDefaults);
    expect(setting.pick_up.default_pick_up_tip).toBe(15);
    expect(setting.service_fees.service_fee).toBe(99);
    expect(setting.theme_appearance).toMatchObject({ theme_color: '#383232', theme_type: 'light' });
  });

  test('PUT saves every group, answers the server copy, keeps cents, ticks Online Store Setup', async () => {
    const m = await client.registerBusiness();
    expect((await onboarding(m.token))?.online_ordering_setup).toBe(false);
    const body = withChange((s) => {
      s.service_fees = { allow_service_fees: true, service_fee: 149 };
      s.delivery.is_delivery_available = true;
      s.delivery.maximum_order_amount = 50_000;
      s.delivery.delivery_subtotal = 12_345;
      s.pick_up.pick_up_subtotal = 9_999;
      s.tip_list = [12, 18, 25];
      s.order_notification.phone_number = '+1 (514) 555-0123';
      s.analytics.script_code_1 = '<script>alert(1)</script>';
      s.theme_appearance = { ...s.theme_appearance, theme_color: '#AA3300', theme_type: 'dark' };
    });
    const res = await client.call('PUT', 'setting', { token: m.token, body });
    expect(res.status).toBe(200);
    const saved = settingsReply.parse(res.body);
    expect(saved.message).toBe('Online-order settings saved.');
    expect(saved.setting.service_fees.service_fee).toBe(149);
    expect(saved.setting.delivery).toMatchObject({ maximum_order_amount: 50_000, delivery_subtotal: 12_345 });
    expect(saved.setting.pick_up.pick_up_subtotal).toBe(9_999);
    expect(saved.setting.order_notification.phone_number).toBe('5145550123');
    expect(saved.setting.analytics.script_code_1).toBe('<script>alert(1)</script>');
    expect(saved.setting.theme_appearance).toMatchObject({ theme_color: '#aa3300', theme_type: 'dark' });
    expect(await readSettings(m.token)).toEqual(saved.setting);
    // The same theme as the banner editor.
    const banner = await client.call('GET', 'setting/banner', { token: m.token });
    expect(banner.body.theme_appearance).toMatchObject({ theme_color: '#aa3300', theme_type: 'dark' });
    expect((await onboarding(m.token))?.online_ordering_setup).toBe(true);
  });

  test.each<[string, (s: Settings) => void, string, string]>([
    [
      'minimum age 17',
      (s) => void (s.age_verification.minimum_age = 17),
      'age_verification.minimum_age',
      'Enter an age of 18 or more (at most 99).',
    ],
    [
      'pick-up interval 1',
      (s) => void (s.pick_up.pick_up_interval = 1),
      'pick_up.pick_up_interval',
      'Enter more than 1 minute: 2 to 1,440 minutes.',
    ],
    [
      'delivery interval 1',
      (s) => void (s.delivery.delivery_interval = 1),
      'delivery.delivery_interval',
      'Enter more than 1 minute: 2 to 1,440 minutes.',
    ],
    [
      'minimum advance 1',
      (s) => void (s.pick_up.pick_up_minimum_time_to_order = 1),
      'pick_up.pick_up_minimum_time_to_order',
      'Enter more than 1 minute: 2 to 43,200 minutes (30 days).',
    ],
    [
      'days in advance 1',
      (s) => void (s.delivery.delivery_maximum_order_in_days = 1),
      'delivery.delivery_maximum_order_in_days',
      'Enter more than 1 day: 2 to 365 days.',
    ],
    [
      'tip 101',
      (s) => void (s.dine_in.default_dine_in_tip = 101),
      'dine_in.default_dine_in_tip',
      'Enter a whole percentage from 0 to 100.',
    ],
    [
      'bad e-mail',
      (s) => void (s.order_notification.email = 'nope'),
      'order_notification.email',
      'Enter a valid e-mail address.',
    ],
    [
      'bad phone',
      (s) => void (s.order_notification.phone_number = '12'),
      'order_notification.phone_number',
      'Enter a valid phone number.',
    ],
    [
      'fee in dollars',
      (s) => void (s.service_fees.service_fee = 0.99),
      'service_fees.service_fee',
      'Enter an amount in dollars, like 12.50.',
    ],
  ])('%s: 422 on the field, nothing written', async (_name, change, field, text) => {
    const m = await client.registerBusiness();
    // Another valid change in the same body must not be saved either.
    const body = withChange((s) => {
      s.tip_list = [5, 10];
      change(s);
    });
    const res = await client.call('PUT', 'setting', { token: m.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [text] });
    expect(await readSettings(m.token)).toEqual(settingsDefaults);
    expect((await onboarding(m.token))?.online_ordering_setup).toBe(false);
  });

  test('the rule texts follow the language; a foreign banner image refuses the whole save', async () => {
    const m = await client.registerBusiness();
    const fr = await client.call('PUT', 'setting', {
      token: m.token,
      lang: 'fr',
      body: withChange((s) => void (s.age_verification.minimum_age = 16)),
    });
    expect(fr.body.errors).toEqual({
      'age_verification.minimum_age': ['Entrez un âge de 18 ans ou plus (99 au maximum).'],
    });
    const image = await client.call('PUT', 'setting', {
      token: m.token,
      body: withChange((s) => {
        s.service_fees.service_fee = 500;
        s.theme_appearance.banner_image_url = '/api/v1/uploads/0123456789abcdef01234567';
      }),
    });
    expect(image.status).toBe(422);
    expect(Object.keys(image.body.errors)).toEqual(['theme_appearance.banner_image_url']);
    expect((await readSettings(m.token)).service_fees.service_fee).toBe(99);
  });

  test("another business's location is a 404; an employee without the flag is a 403", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const res = await client.call('PUT', `setting?location=${other.locationId}`, {
      token: m.token,
      body: withChange((s) => void (s.service_fees.service_fee = 1)),
    });
    expect(res.status).toBe(404);
    expect((await client.call('GET', `setting?location=${other.locationId}`, { token: m.token })).status).toBe(404);
    expect((await readSettings(other.token)).service_fees.service_fee).toBe(99);

    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(
      employee,
      [
        ['GET', 'setting'],
        ['PUT', 'setting'],
        ['POST', 'business/setting'],
        ['GET', 'catering-setting'],
        ['PUT', 'catering-setting'],
      ],
      settingsDefaults,
    );
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { online_order_settings: true },
    });
    expect((await client.call('GET', 'setting', { token: allowed })).status).toBe(200);
    expect((await client.call('GET', 'catering-setting', { token: allowed })).status).toBe(403);
  });

  test("GET user's business.setting says what the primary location's settings say", async () => {
    const m = await client.registerBusiness();
    const services = async () =>
      userReply.parse((await client.call('GET', 'user', { token: m.token })).body).business?.setting;
    expect(await services()).toEqual({
      pick_up: { is_pick_up_available: settingsDefaults.pick_up.is_pick_up_available },
      delivery: { is_delivery_available: settingsDefaults.delivery.is_delivery_available },
    });
    const body = withChange((s) => {
      s.pick_up.is_pick_up_available = false;
      s.delivery.is_delivery_available = true;
    });
    expect((await client.call('PUT', 'setting', { token: m.token, body })).status).toBe(200);
    expect(await services()).toEqual({
      pick_up: { is_pick_up_available: false },
      delivery: { is_delivery_available: true },
    });
  });

  test('POST business/setting creates the settings from the defaults once', async () => {
    const m = await client.registerBusiness();
    const first = await client.call('POST', 'business/setting', { token: m.token });
    expect(first.status).toBe(201);
    expect(settingsReply.parse(first.body)).toEqual({
      setting: settingsDefaults,
      message: 'Online-order settings created from the defaults.',
    });
    const rows = await api.db.select().from(locationSettings);
    expect(rows.filter((r) => r.locationId === m.locationId).map((r) => r.kind)).toEqual(['order']);

    await client.call('PUT', 'setting', { token: m.token, body: withChange((s) => void (s.grid_view = true)) });
    const again = await client.call('POST', 'business/setting', { token: m.token });
    expect(again.status).toBe(200);
    expect(settingsReply.parse(again.body).setting.grid_view).toBe(true);
  });
});

describe('catering settings', () => {
  const catering = (change: (s: CateringSettings) => void) => {
    const s = clone(cateringSettingsDefaults);
    change(s);
    return s;
  };

  test('defaults, then turning catering on with a minimum order: the location shows catering.status', async () => {
    const m = await client.registerBusiness();
    const first = await client.call('GET', 'catering-setting', { token: m.token });
    expect(cateringSettingsReply.parse(first.body).catering_setting).toEqual(cateringSettingsDefaults);

    const res = await client.call('PUT', 'catering-setting', {
      token: m.token,
      body: catering((s) => {
        s.status = true;
        s.is_minimum_order = true;
        s.minimum_order_value = 25_000;
        s.advance_pickup_days = 3;
      }),
    });
    expect(res.status).toBe(200);
    const saved = cateringSettingsReply.parse(res.body);
    expect(saved.message).toBe('Catering settings saved.');
    expect(saved.catering_setting).toMatchObject({ status: true, minimum_order_value: 25_000, advance_pickup_days: 3 });
    const me = userReply.parse((await client.call('GET', 'user', { token: m.token })).body);
    expect(me.business?.locations.find((l) => l._id === m.locationId)?.catering).toEqual({ status: true });
    expect(me.user.onboard_status?.online_ordering_setup).toBe(true);
    // The online-order settings are untouched.
    expect(await readSettings(m.token)).toEqual(settingsDefaults);
  });

  test('days in advance of 1 and a negative minimum: 422, nothing written', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('PUT', 'catering-setting', {
      token: m.token,
      body: catering((s) => {
        s.status = true;
        s.advance_delivery_days = 1;
        s.minimum_order_value = -5;
      }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['advance_delivery_days', 'minimum_order_value']);
    const after = await client.call('GET', 'catering-setting', { token: m.token });
    expect(cateringSettingsReply.parse(after.body).catering_setting.status).toBe(false);
  });
});

describe('order throttling', () => {
  test('POST order/test refuses a pick-up order past the slot count with a translated 409; delivery is counted apart', async () => {
    const m = await client.registerBusiness();
    await addItemRows(api, { businessId: m.businessId, locationId: m.locationId }, [{ name: 'Poutine', price: 1195 }]);
    // A day-long slot: the three orders below cannot straddle two slots.
    const body = withChange((s) => {
      s.pick_up.pick_up_count = 2;
      s.pick_up.pick_up_interval = 1440;
    });
    expect((await client.call('PUT', 'setting', { token: m.token, body })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await client.call('POST', 'order/test', { token: m.token, body: { type: 'pickup' } })).status).toBe(201);
    const third = await client.call('POST', 'order/test', { token: m.token, body: { type: 'pickup' } });
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(
      /^Pick-up: the slot at .+ already has 2 orders, the most this store takes per 1440 minutes\. The next free slot is at .+\.$/,
    );
    const fr = await client.call('POST', 'order/test', { token: m.token, lang: 'fr', body: { type: 'pickup' } });
    expect(fr.body.message).toMatch(/^Le service pour emporter : la plage de .+ compte déjà 2 commandes/);
    // Delivery has no limit (count 0): its order goes through.
    expect((await client.call('POST', 'order/test', { token: m.token, body: { type: 'delivery' } })).status).toBe(201);
  });
});

describe("slot load (the preview's next free slot)", () => {
  const load = async (token: string, query: string) => {
    const res = await client.call('GET', `setting/slot-load?${query}`, { token });
    expect(res.status).toBe(200);
    return slotLoadReply.parse(res.body);
  };

  test('GET setting/slot-load answers the times of the orders placed for each service, as throttling counts them', async () => {
    const m = await client.registerBusiness();
    await addItemRows(api, { businessId: m.businessId, locationId: m.locationId }, [{ name: 'Poutine', price: 1195 }]);
    expect((await load(m.token, 'type=pickup')).taken).toEqual([]);
    const placed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await client.call('POST', 'order/test', { token: m.token, body: { type: 'pickup' } });
      expect(res.status).toBe(201);
      placed.push(res.body.order.created_at);
    }
    expect((await client.call('POST', 'order/test', { token: m.token, body: { type: 'delivery' } })).status).toBe(201);

    const pickup = await load(m.token, 'type=pickup');
    expect(pickup.type).toBe('pickup');
    expect(pickup.taken.map((t) => Date.parse(t))).toEqual(placed.map((t) => Date.parse(t)));
    expect(Date.parse(pickup.now)).toBeGreaterThanOrEqual(Date.parse(placed[1]!));
    expect((await load(m.token, 'type=delivery')).taken).toHaveLength(1);

    const bad = await client.call('GET', 'setting/slot-load?type=dine_in', { token: m.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['type']);
  });

  test("another business's location is a 404; an employee without the settings flag is a 403", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const res = await client.call('GET', `setting/slot-load?type=pickup&location=${other.locationId}`, {
      token: m.token,
    });
    expect(res.status).toBe(404);
    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(employee, [['GET', 'setting/slot-load?type=pickup']]);
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { online_order_settings: true },
    });
    expect((await client.call('GET', 'setting/slot-load?type=pickup', { token: allowed })).status).toBe(200);
  });
});
