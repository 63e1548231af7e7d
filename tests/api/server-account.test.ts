/** Reference API: GET user and getting-started on the seeded demo merchant; the business query. */
import { eq } from 'drizzle-orm';
import { gettingStartedReply, userReply } from '@/lib/contract';
import { businesses } from '@/server/db/schema';
import { gettingStarted } from '../fixtures/replies';
import { api, client, demoBusiness, loginDemo, startTestApi } from './helpers/test-api';

let tokens: Record<'owner' | 'staff' | 'newbie', string>;
let businessId = '';

startTestApi({ seed: true });

beforeAll(async () => {
  tokens = { owner: await loginDemo('owner'), staff: await loginDemo('staff'), newbie: await loginDemo('newbie') };
  ({ businessId } = await demoBusiness());
});

describe('GET user', () => {
  test('owner: role owner, both locations, Premium subscription, onboarding 2 of 7', async () => {
    const res = await client.call('GET', 'user', { token: tokens.owner });
    expect(res.status).toBe(200);
    const { user, business } = userReply.parse(res.body);
    expect(user).toMatchObject({ email: 'demo@merchant.test', role: 'owner', business: businessId, staff: null });
    expect(user.onboard_status).toMatchObject({
      store_setup: true,
      menu_manager: true,
      place_a_test_order: false,
      total: 7,
      completed: 2,
    });
    expect(business).toMatchObject({
      name: 'Demo Bistro',
      slug: 'demo-bistro',
      primary_user_id: user._id,
      type_details: { name: 'Restaurant' },
      subscription: { plan_name: 'Premium', status: 'active', feature_availability: { website_manager: true } },
      setting: { pick_up: { is_pick_up_available: true } },
    });
    expect(business!.code).toBeTruthy();
    expect(business!.locations).toHaveLength(2);
    const primary = business!.locations[0]!;
    expect(primary).toMatchObject({
      name: 'Demo Bistro — Vieux-Montréal',
      is_primary: true,
      timezone: 'America/Toronto',
      address: {
        city: 'Montréal',
        state_province_details: { name: 'Quebec' },
        country_details: { code: 'CA', name: 'Canada', currency: 'CAD' },
        geo_location: { type: 'Point' },
      },
    });
    expect(business!.location).toBe(primary._id);
    expect(user.location).toBe(primary._id);
  });

  test('employee: staff record and only the assigned location (the second one is not)', async () => {
    const { user, business } = userReply.parse((await client.call('GET', 'user', { token: tokens.staff })).body);
    expect(user.role).toBe('employee');
    expect(user.staff).toMatchObject({ name: 'Sam Staff', role: 'employee', user: { email: 'staff@merchant.test' } });
    expect(business!.locations).toHaveLength(1);
    expect(user.staff!.locations).toEqual([{ location_id: business!.locations[0]!._id }]);
    expect(business!.primary_user_id).not.toBe(user._id);
  });

  test('a user without a business gets business null', async () => {
    const { user, business } = userReply.parse((await client.call('GET', 'user', { token: tokens.newbie })).body);
    expect(business).toBeNull();
    expect(user).toMatchObject({ role: null, business: null, location: null, onboard_status: null, staff: null });
  });

  test('business query: own business accepted, any other id is a 404', async () => {
    expect((await client.call('GET', 'user', { token: tokens.owner, business: businessId })).status).toBe(200);
    expect((await client.call('GET', 'user', { token: tokens.staff, business: businessId })).status).toBe(200);
    for (const [token, id] of [
      [tokens.owner, 'ffffffffffffffffffffffff'],
      [tokens.newbie, businessId],
    ] as const) {
      const res = await client.call('GET', 'user', { token, business: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  test('another business owner cannot read this business by id', async () => {
    const other = await client.signUp();
    const res = await client.call('GET', 'getting-started', { token: other.token, business: businessId });
    expect(res.status).toBe(404);
  });
});

describe('GET getting-started', () => {
  test('flags from the business, with total and completed', async () => {
    const res = await client.call('GET', 'getting-started', { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(gettingStartedReply.parse(res.body).getting_started).toEqual(gettingStarted);
  });

  test('follows the stored flags', async () => {
    await api.db
      .update(businesses)
      .set({ paymentSetup: true, placeATestOrder: true })
      .where(eq(businesses.id, businessId));
    const res = await client.call('GET', 'getting-started', { token: tokens.staff, business: businessId });
    expect(res.body.getting_started).toMatchObject({ payment_setup: true, place_a_test_order: true, completed: 4 });
    await api.db
      .update(businesses)
      .set({ paymentSetup: false, placeATestOrder: false })
      .where(eq(businesses.id, businessId));
  });

  test('404 for a user without a business, 401 without a token', async () => {
    const res = await client.call('GET', 'getting-started', { token: tokens.newbie });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Register your business first.');
    expect((await client.call('GET', 'getting-started')).status).toBe(401);
  });
});
