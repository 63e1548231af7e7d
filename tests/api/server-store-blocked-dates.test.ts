/** Reference API: blocked dates, GET/POST location/blocked-dates, PUT/DELETE ?blocked_date_id= (issue 12 item 5). */
import { eq } from 'drizzle-orm';
import { blockedDatesReply, type BlockedDateRequest } from '@/lib/contract';
import { blockedDates } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const inventory: BlockedDateRequest = {
  from_date: '2026-12-01',
  to_date: '2026-12-03',
  reason: 'Inventory count',
  services: ['catering', 'pickup'],
};
const stored = (locationId: string) =>
  api.db.select().from(blockedDates).where(eq(blockedDates.locationId, locationId));

describe('blocked dates', () => {
  test('create, list by date, update, delete: each answers the whole list', async () => {
    const m = await client.registerBusiness();
    expect(
      blockedDatesReply.parse((await client.call('GET', 'location/blocked-dates', { token: m.token })).body),
    ).toEqual({ blocked_dates: [] });

    const created = await client.call('POST', 'location/blocked-dates', { token: m.token, body: inventory });
    expect(created.status).toBe(201);
    const [first] = blockedDatesReply.parse(created.body).blocked_dates;
    expect(first).toEqual({
      _id: expect.any(String),
      from_date: '2026-12-01',
      to_date: '2026-12-03',
      reason: 'Inventory count',
      services: ['pickup', 'catering'],
    });

    const oneDay = await client.call('POST', 'location/blocked-dates', {
      token: m.token,
      body: { from_date: '2026-11-30', to_date: '2026-11-30', reason: ' Private party ', services: ['delivery'] },
    });
    expect(blockedDatesReply.parse(oneDay.body).blocked_dates.map((b) => [b.from_date, b.reason])).toEqual([
      ['2026-11-30', 'Private party'],
      ['2026-12-01', 'Inventory count'],
    ]);

    const put = await client.call('PUT', `location/blocked-dates?blocked_date_id=${first!._id}`, {
      token: m.token,
      body: { ...inventory, to_date: '2026-12-31', reason: 'Renovation', services: ['delivery'] },
    });
    expect(put.status).toBe(200);
    expect(blockedDatesReply.parse(put.body).blocked_dates[1]).toEqual({
      _id: first!._id,
      from_date: '2026-12-01',
      to_date: '2026-12-31',
      reason: 'Renovation',
      services: ['delivery'],
    });

    const del = await client.call('DELETE', `location/blocked-dates?blocked_date_id=${first!._id}`, { token: m.token });
    expect(del.status).toBe(200);
    expect(blockedDatesReply.parse(del.body).blocked_dates.map((b) => b.reason)).toEqual(['Private party']);
  });

  test('422 per field (the form shows them), in English and French, and nothing stored', async () => {
    const m = await client.registerBusiness();
    const post = (body: unknown, lang?: 'fr') =>
      client.call('POST', 'location/blocked-dates', { token: m.token, body, lang });

    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      from_date: ['This field is required.'],
      to_date: ['This field is required.'],
      reason: ['This field is required.'],
      services: ['Choose at least one service.'],
    });
    expect((await post({ ...inventory, reason: '   ' }, 'fr')).body.errors).toEqual({
      reason: ['Ce champ est obligatoire.'],
    });
    expect((await post({ ...inventory, reason: 'x'.repeat(181) })).body.errors).toEqual({
      reason: ['Use at most 180 characters.'],
    });
    expect((await post({ ...inventory, from_date: '2026-02-30', to_date: '2026-03-02' })).body.errors).toEqual({
      from_date: ['Enter a date as YYYY-MM-DD.'],
    });
    expect((await post({ ...inventory, to_date: '2026-13-01' })).body.errors).toEqual({
      to_date: ['Enter a date as YYYY-MM-DD.'],
    });
    expect((await post({ ...inventory, from_date: '2026-12-04' }, 'fr')).body.errors).toEqual({
      to_date: ['La date de fin ne peut pas précéder la date de début.'],
    });
    expect((await post({ ...inventory, to_date: '2027-01-01' })).body.errors).toEqual({
      to_date: ['A period can cover at most 31 days.'],
    });
    expect((await post({ ...inventory, services: [] })).body.errors).toEqual({
      services: ['Choose at least one service.'],
    });
    expect(await stored(m.locationId)).toEqual([]);
  });

  test("another business's or location's blocked date, or no id, is a 404 and stays as it was", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const idOf = async (token: string, query = '') =>
      blockedDatesReply.parse(
        (await client.call('POST', `location/blocked-dates${query}`, { token, body: inventory })).body,
      ).blocked_dates[0]!._id;
    const foreign = await idOf(other.token);
    const elsewhere = await idOf(m.token, `?location=${second}`);
    const before = await api.db.select().from(blockedDates);

    for (const query of [`?blocked_date_id=${foreign}`, `?blocked_date_id=${elsewhere}`, '?blocked_date_id=', '']) {
      const put = await client.call('PUT', `location/blocked-dates${query}`, {
        token: m.token,
        body: { ...inventory, reason: 'Taken over' },
      });
      expect(put).toMatchObject({ status: 404, body: { message: 'This blocked date does not exist.' } });
      const del = await client.call('DELETE', `location/blocked-dates${query}`, { token: m.token, lang: 'fr' });
      expect(del).toMatchObject({ status: 404, body: { message: 'Cette date bloquée n’existe pas.' } });
    }
    expect(await api.db.select().from(blockedDates)).toEqual(before);
    // At its own location (named in the query) the second one is reached.
    const there = await client.call(
      'DELETE',
      `location/blocked-dates?blocked_date_id=${elsewhere}&location=${second}`,
      {
        token: m.token,
      },
    );
    expect(blockedDatesReply.parse(there.body).blocked_dates).toEqual([]);
  });

  test('staff without the setup flag are refused (403) and nothing changes', async () => {
    const m = await client.registerBusiness();
    await client.call('POST', 'location/blocked-dates', { token: m.token, body: inventory });
    const before = await stored(m.locationId);
    const id = before[0]!.id;
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: false },
    });
    await expectForbidden(
      token,
      [
        ['GET', 'location/blocked-dates'],
        ['POST', 'location/blocked-dates'],
        ['PUT', `location/blocked-dates?blocked_date_id=${id}`],
        ['DELETE', `location/blocked-dates?blocked_date_id=${id}`],
      ],
      { ...inventory, reason: 'Changed' },
    );
    expect(await stored(m.locationId)).toEqual(before);
  });
});
