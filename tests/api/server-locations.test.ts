/** Reference API: permission flags per role, locations visible to the caller, ?location= selection. */
import { eq } from 'drizzle-orm';
import { allPermissions, locationsReply, userReply } from '@/lib/contract';
import { staff } from '@/server/db/schema';
import { api, client, demoBusiness, loginDemo, signInStaff, startTestApi } from './helpers/test-api';

let tokens: Record<'owner' | 'manager' | 'staff' | 'newbie', string>;
let businessId = '';
let first = '';
let second = '';

startTestApi({ seed: true });

beforeAll(async () => {
  tokens = {
    owner: await loginDemo('owner'),
    manager: await loginDemo('manager'),
    staff: await loginDemo('staff'),
    newbie: await loginDemo('newbie'),
  };
  ({ businessId, primary: first, second } = await demoBusiness());
});

const me = async (token: string, query = '') => {
  const res = await client.call('GET', `user${query}`, { token });
  return { status: res.status, body: res.body, reply: res.status === 200 ? userReply.parse(res.body) : null };
};

describe('permission flags in GET user', () => {
  test('owner holds every flag; no staff record', async () => {
    const { reply } = await me(tokens.owner);
    expect(reply!.user.permissions).toEqual(allPermissions(true));
    expect(reply!.user.staff).toBeNull();
  });

  test('manager: every flag but users and location, on user and staff', async () => {
    const { reply } = await me(tokens.manager);
    const expected = { ...allPermissions(true), users: false, location: false, activity_log: false };
    expect(reply!.user.role).toBe('manager');
    expect(reply!.user.permissions).toEqual(expected);
    expect(reply!.user.staff).toMatchObject({
      role: 'manager',
      permissions: expected,
      user: { email: 'manager@merchant.test' },
    });
  });

  test('employee: orders only', async () => {
    const { reply } = await me(tokens.staff);
    expect(reply!.user.permissions).toEqual({ ...allPermissions(false), orders: true });
    expect(reply!.user.staff!.permissions).toEqual(reply!.user.permissions);
  });

  test('no business: permissions null', async () => {
    expect((await me(tokens.newbie)).reply!.user.permissions).toBeNull();
  });

  test('stored flags override the role defaults; missing ones fall back to them', async () => {
    const token = await signInStaff({
      businessId,
      role: 'employee',
      locationIds: [first],
      permissions: { menu: true, orders: false },
    });
    const { reply } = await me(token);
    expect(reply!.user.permissions).toEqual({ ...allPermissions(false), menu: true });
  });
});

describe('visible locations', () => {
  test('owner and manager see both locations; the employee only the first', async () => {
    for (const token of [tokens.owner, tokens.manager]) {
      const { reply } = await me(token);
      expect(reply!.business!.locations.map((l) => l._id)).toEqual([first, second]);
      expect(reply!.user.location).toBe(first);
      expect(reply!.business!.location).toBe(first);
    }
    const { reply } = await me(tokens.staff);
    expect(reply!.business!.locations.map((l) => l._id)).toEqual([first]);
    expect(reply!.user.staff!.locations).toEqual([{ location_id: first }]);
  });

  test('GET location lists the visible ones', async () => {
    const owner = await client.call('GET', 'location', { token: tokens.owner });
    expect(owner.status).toBe(200);
    expect(locationsReply.parse(owner.body).locations.map((l) => l.name)).toEqual([
      'Demo Bistro — Vieux-Montréal',
      'Demo Bistro — Plateau',
    ]);
    const employee = locationsReply.parse((await client.call('GET', 'location', { token: tokens.staff })).body);
    expect(employee.locations.map((l) => l._id)).toEqual([first]);
  });

  test('GET location: 404 without a business, 404 for another business, 401 without a token', async () => {
    const none = await client.call('GET', 'location', { token: tokens.newbie });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Register your business first.');
    expect(
      (await client.call('GET', 'location', { token: tokens.staff, business: 'ffffffffffffffffffffffff' })).status,
    ).toBe(404);
    const other = await client.registerBusiness();
    expect((await client.call('GET', 'location', { token: other.token, business: businessId })).status).toBe(404);
    expect((await client.call('GET', 'location')).status).toBe(401);
  });

  test('a staff member assigned to a location that is not primary gets it as their location', async () => {
    const { reply } = await me(await signInStaff({ businessId, role: 'employee', locationIds: [second] }));
    expect(reply!.user.location).toBe(second);
    expect(reply!.business!.location).toBe(second);
  });

  test('a staff member with no location: empty list, location null', async () => {
    const token = await signInStaff({ businessId, role: 'manager', locationIds: [] });
    const { reply } = await me(token);
    expect(reply!.business!.locations).toEqual([]);
    expect(reply!.user.location).toBeNull();
    expect(reply!.business!.location).toBeNull();
  });
});

describe('GET user?location=', () => {
  test('a visible location becomes user.location and business.location', async () => {
    const { reply } = await me(tokens.owner, `?location=${second}`);
    expect(reply!.user.location).toBe(second);
    expect(reply!.business!.location).toBe(second);
    expect(reply!.business!.locations).toHaveLength(2);
    expect((await me(tokens.manager, `?location=${second}`)).reply!.user.location).toBe(second);
  });

  test('blank counts as absent', async () => {
    expect((await me(tokens.owner, '?location=')).reply!.user.location).toBe(first);
  });

  test('a location the caller may not see is a 404 (en and fr), whether it exists or not', async () => {
    for (const id of [second, 'ffffffffffffffffffffffff']) {
      const res = await me(tokens.staff, `?location=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'This location is not available to you.' });
    }
    const fr = await client.call('GET', `user?location=${second}`, { token: tokens.staff, lang: 'fr' });
    expect(fr.body).toEqual({ message: 'Cet établissement ne vous est pas accessible.' });
  });

  test('another business’s location is a 404; so is any location for a user without a business', async () => {
    const other = await client.registerBusiness();
    expect((await me(tokens.owner, `?location=${other.locationId}`)).status).toBe(404);
    expect((await me(other.token, `?location=${first}`)).status).toBe(404);
    expect((await me(tokens.newbie, `?location=${first}`)).status).toBe(404);
  });

  test('permissions follow the staff row, not the location', async () => {
    await api.db
      .update(staff)
      .set({ permissions: { orders: true, reports: true } })
      .where(eq(staff.userId, (await me(tokens.staff)).reply!.user._id));
    const { reply } = await me(tokens.staff, `?location=${first}`);
    expect(reply!.user.permissions).toMatchObject({ orders: true, reports: true, menu: false });
    await api.db
      .update(staff)
      .set({ permissions: { ...allPermissions(false), orders: true } })
      .where(eq(staff.userId, reply!.user._id));
  });
});
