/** Reference API: the order-receiving app's pairing (Restaurant App Setup). */
import { eq } from 'drizzle-orm';
import { appPairingReply, appPairReply, gettingStartedReply } from '@/lib/contract';
import { appDevices, appPairingCodes } from '@/server/db/schema';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

/** A clock the tests move: codes are valid 10 minutes. */
let now = new Date('2026-11-23T12:00:00Z');
startTestApi({ now: () => now });

const steps = async (token: string) =>
  gettingStartedReply.parse((await client.call('GET', 'getting-started', { token })).body).getting_started;
const newCode = async (token: string) =>
  appPairingReply.parse((await client.call('POST', 'app-pairing/code', { token })).body);

describe('app pairing', () => {
  test('the shown code pairs a device once, which ticks Restaurant App Setup and lists the device', async () => {
    const m = await client.registerBusiness();
    expect(appPairingReply.parse((await client.call('GET', 'app-pairing', { token: m.token })).body)).toEqual({
      code: null,
      expires_at: null,
      devices: [],
    });
    const shown = await newCode(m.token);
    expect(shown.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(shown.expires_at).toBe('2026-11-23T12:10:00.000Z');
    expect((await steps(m.token)).restaurant_app_setup).toBe(false);

    // Typed by a person: lower case and a space are fine.
    const typed = `${shown.code!.slice(0, 4).toLowerCase()} ${shown.code!.slice(4)}`;
    const res = await client.call('POST', 'app-pairing', { body: { code: typed, device_name: 'Kitchen tablet' } });
    expect(res.status).toBe(201);
    const paired = appPairReply.parse(res.body);
    expect(paired).toMatchObject({
      location_id: m.locationId,
      message: 'The app is paired: it will receive this location’s orders.',
    });
    expect(paired.device_token.length).toBeGreaterThan(30);
    const [row] = await api.db.select().from(appDevices).where(eq(appDevices.id, paired.device_id));
    expect(row).toMatchObject({ businessId: m.businessId, name: 'Kitchen tablet' });
    expect(row!.tokenHash).not.toContain(paired.device_token);

    expect((await steps(m.token)).restaurant_app_setup).toBe(true);
    const view = appPairingReply.parse((await client.call('GET', 'app-pairing', { token: m.token })).body);
    expect(view).toEqual({
      code: null,
      expires_at: null,
      devices: [{ _id: paired.device_id, name: 'Kitchen tablet', paired_at: now.toISOString() }],
    });
    // The code was used up.
    const twice = await client.call('POST', 'app-pairing', { body: { code: shown.code, device_name: 'Other' } });
    expect(twice.status).toBe(422);
  });

  test('a wrong or expired code is refused with a field error and pairs nothing', async () => {
    const m = await client.registerBusiness();
    const shown = await newCode(m.token);
    const wrong = await client.call('POST', 'app-pairing', {
      body: { code: 'ZZZZZZZZ', device_name: 'Tablet' },
      lang: 'fr',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code[0]).toMatch(/^Ce code de jumelage est erroné ou expiré/);

    now = new Date(now.getTime() + 10 * 60_000 + 1);
    const late = await client.call('POST', 'app-pairing', { body: { code: shown.code, device_name: 'Tablet' } });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors)).toEqual(['code']);
    expect(await api.db.select().from(appDevices).where(eq(appDevices.businessId, m.businessId))).toEqual([]);
    expect((await steps(m.token)).restaurant_app_setup).toBe(false);
    expect(appPairingReply.parse((await client.call('GET', 'app-pairing', { token: m.token })).body).code).toBeNull();
  });

  test('regenerating replaces the code: the old one no longer pairs', async () => {
    const m = await client.registerBusiness();
    const first = await newCode(m.token);
    const second = await newCode(m.token);
    expect(second.code).not.toBe(first.code);
    const rows = await api.db.select().from(appPairingCodes).where(eq(appPairingCodes.locationId, m.locationId));
    expect(rows.map((r) => r.code)).toEqual([second.code]);
    const old = await client.call('POST', 'app-pairing', { body: { code: first.code, device_name: 'Tablet' } });
    expect(old.status).toBe(422);
  });

  test('unpairing: own device removed, another business device is a 404 and stays', async () => {
    const a = await client.registerBusiness();
    const b = await client.registerBusiness();
    const pair = async (token: string) => {
      const { code } = await newCode(token);
      return appPairReply.parse(
        (await client.call('POST', 'app-pairing', { body: { code, device_name: 'Counter' } })).body,
      ).device_id;
    };
    const mine = await pair(a.token);
    const theirs = await pair(b.token);

    const cross = await client.call('DELETE', `app-device/${theirs}`, { token: a.token });
    expect(cross.status).toBe(404);
    expect(await api.db.select().from(appDevices).where(eq(appDevices.id, theirs))).toHaveLength(1);

    const own = await client.call('DELETE', `app-device/${mine}`, { token: a.token, lang: 'fr' });
    expect(own).toMatchObject({ status: 200, body: { message: 'L’appareil est dissocié.' } });
    expect(appPairingReply.parse((await client.call('GET', 'app-pairing', { token: a.token })).body).devices).toEqual(
      [],
    );
  });

  test('an employee without `integrations` gets 403 on the portal routes', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { integrations: false },
    });
    for (const [method, path] of [
      ['GET', 'app-pairing'],
      ['POST', 'app-pairing/code'],
      ['DELETE', 'app-device/abc'],
    ] as const) {
      expect([path, (await client.call(method, path, { token })).status]).toEqual([path, 403]);
    }
    expect(await api.db.select().from(appPairingCodes).where(eq(appPairingCodes.locationId, m.locationId))).toEqual([]);
  });
});
