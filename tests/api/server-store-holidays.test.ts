/** Reference API: GET/POST location/holidays, PUT/DELETE location/holidays?holiday_id= (issue 12 item 4). */
import { eq } from 'drizzle-orm';
import { holidaysReply, type NewHolidayRequest } from '@/lib/contract';
import { holidays } from '@/server/db/schema';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const christmas: NewHolidayRequest = {
  name: 'Christmas',
  from_date: '2026-12-25',
  to_date: '2026-12-26',
  closed: true,
  services: ['pickup', 'delivery', 'catering'],
};
const list = async (token: string, location?: string) =>
  holidaysReply.parse(
    (await client.call('GET', `location/holidays${location ? `?location=${location}` : ''}`, { token })).body,
  ).holiday_hours;
const stored = (locationId: string) => api.db.select().from(holidays).where(eq(holidays.locationId, locationId));

describe('holidays', () => {
  test('create, list by date, update to special hours past midnight, delete: each answers the whole list', async () => {
    const m = await client.registerBusiness();
    expect(await list(m.token)).toEqual([]);

    const created = await client.call('POST', 'location/holidays', { token: m.token, body: christmas });
    expect(created.status).toBe(201);
    const afterCreate = holidaysReply.parse(created.body).holiday_hours;
    expect(afterCreate).toEqual([
      {
        _id: expect.any(String),
        name: 'Christmas',
        from_date: '2026-12-25',
        to_date: '2026-12-26',
        closed: true,
        hours: [],
        services: ['pickup', 'delivery', 'catering'],
      },
    ]);
    const id = afterCreate[0]!._id;

    // An earlier holiday comes first; services come back in their usual order, each once.
    const second = await client.call('POST', 'location/holidays', {
      token: m.token,
      body: {
        name: '  Fête nationale ',
        from_date: '2026-06-24',
        to_date: '2026-06-24',
        closed: false,
        hours: [
          { opens_at: '10:00', closes_at: '14:00' },
          { opens_at: '18:00', closes_at: '01:30' },
        ],
        services: ['delivery', 'pickup', 'delivery'],
      },
    });
    expect(holidaysReply.parse(second.body).holiday_hours.map((h) => [h.name, h.from_date, h.services])).toEqual([
      ['Fête nationale', '2026-06-24', ['pickup', 'delivery']],
      ['Christmas', '2026-12-25', ['pickup', 'delivery', 'catering']],
    ]);
    const [row] = (await stored(m.locationId)).filter((h) => h.name === 'Fête nationale');
    expect(row!.hours).toEqual([
      { opensAt: 600, closesAt: 840 },
      { opensAt: 1080, closesAt: 90 },
    ]);

    const put = await client.call('PUT', `location/holidays?holiday_id=${id}`, {
      token: m.token,
      body: { ...christmas, closed: false, hours: [{ opens_at: '22:00', closes_at: '02:00' }], services: ['catering'] },
    });
    expect(put.status).toBe(200);
    expect(holidaysReply.parse(put.body).holiday_hours[1]).toEqual({
      _id: id,
      name: 'Christmas',
      from_date: '2026-12-25',
      to_date: '2026-12-26',
      closed: false,
      hours: [{ opens_at: '22:00', closes_at: '02:00' }],
      services: ['catering'],
    });

    // Closed all day again: the special hours are dropped.
    const closedAgain = await client.call('PUT', `location/holidays?holiday_id=${id}`, {
      token: m.token,
      body: { ...christmas, hours: [{ opens_at: '10:00', closes_at: '12:00' }] },
    });
    expect(holidaysReply.parse(closedAgain.body).holiday_hours[1]).toMatchObject({ closed: true, hours: [] });

    const del = await client.call('DELETE', `location/holidays?holiday_id=${id}`, { token: m.token });
    expect(del.status).toBe(200);
    expect(holidaysReply.parse(del.body).holiday_hours.map((h) => h.name)).toEqual(['Fête nationale']);
  });

  test('422 per field, in English and French, and nothing stored', async () => {
    const m = await client.registerBusiness();
    const post = (body: unknown, lang?: 'fr') =>
      client.call('POST', 'location/holidays', { token: m.token, body, lang });

    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['closed', 'from_date', 'name', 'services', 'to_date']);
    expect(missing.body.errors.name).toEqual(['This field is required.']);

    expect((await post({ ...christmas, name: 'x'.repeat(65) })).body.errors).toEqual({
      name: ['Use at most 64 characters.'],
    });
    // Not a real calendar day.
    expect((await post({ ...christmas, from_date: '2026-02-30', to_date: '2026-03-01' })).body.errors).toEqual({
      from_date: ['Enter a date as YYYY-MM-DD.'],
    });
    expect((await post({ ...christmas, from_date: '2026-12-26', to_date: '2026-12-25' })).body.errors).toEqual({
      to_date: ['The end date cannot be before the start date.'],
    });
    expect((await post({ ...christmas, from_date: '2026-12-01', to_date: '2027-01-01' }, 'fr')).body.errors).toEqual({
      to_date: ['Une période peut couvrir au plus 31 jours.'],
    });
    // 31 days inclusive is the longest period.
    expect((await post({ ...christmas, from_date: '2026-12-01', to_date: '2026-12-31' })).status).toBe(201);
    await api.db.delete(holidays).where(eq(holidays.locationId, m.locationId));

    expect((await post({ ...christmas, services: [] })).body.errors).toEqual({
      services: ['Choose at least one service.'],
    });
    expect((await post({ ...christmas, services: ['dine-in'] })).body.errors).toEqual({
      'services.0': ['Choose one of the options.'],
    });
    expect((await post({ ...christmas, closed: false, hours: [] }, 'fr')).body.errors).toEqual({
      hours: ['Ajoutez les heures spéciales, ou indiquez que c’est fermé toute la journée.'],
    });
    expect(
      (await post({ ...christmas, closed: false, hours: [{ opens_at: '25:00', closes_at: '12:00' }] })).body.errors,
    ).toEqual({ 'hours.0.opens_at': ['Enter a time between 00:00 and 23:59.'] });
    // 22:00–02:00 runs into the next day's 01:00 opening: the holiday's hours hold on each of its days.
    const overlap = await post({
      ...christmas,
      closed: false,
      hours: [
        { opens_at: '22:00', closes_at: '02:00' },
        { opens_at: '01:00', closes_at: '03:00' },
      ],
    });
    expect(overlap.body.errors).toEqual({ 'hours.1.opens_at': ['This window overlaps another one on the same day.'] });
    expect(
      (await post({ ...christmas, closed: false, hours: [{ opens_at: '12:00', closes_at: '12:00' }] })).body.errors,
    ).toEqual({ 'hours.0.closes_at': ['Closing time must differ from opening time.'] });
    const seven = Array.from({ length: 7 }, (_, i) => ({ opens_at: `0${i}:00`, closes_at: `0${i}:30` }));
    expect((await post({ ...christmas, closed: false, hours: seven })).body.errors).toEqual({
      hours: ['At most 6 windows a day.'],
    });
    expect(await stored(m.locationId)).toEqual([]);
  });

  test('all_locations adds the holiday at every location the caller sees, in one go', async () => {
    const m = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const third = await addLocation(api, m.businessId, { name: 'Third' });

    const everywhere = await client.call('POST', 'location/holidays', {
      token: m.token,
      body: { ...christmas, all_locations: true },
    });
    expect(holidaysReply.parse(everywhere.body).holiday_hours).toHaveLength(1);
    for (const location of [m.locationId, second, third])
      expect((await list(m.token, location)).map((h) => h.name)).toEqual(['Christmas']);

    // A manager who sees two of the three locations reaches only those two.
    const manager = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId, second],
      permissions: { setup: true },
    });
    await client.call('POST', 'location/holidays', {
      token: manager,
      body: { ...christmas, name: 'Boxing Day', all_locations: true },
    });
    expect((await stored(m.locationId)).map((h) => h.name).sort()).toEqual(['Boxing Day', 'Christmas']);
    expect((await stored(second)).map((h) => h.name).sort()).toEqual(['Boxing Day', 'Christmas']);
    expect((await stored(third)).map((h) => h.name)).toEqual(['Christmas']);

    // Without it, only the location of the call.
    await client.call('POST', `location/holidays?location=${third}`, {
      token: m.token,
      body: { ...christmas, name: 'Solo' },
    });
    expect((await stored(third)).map((h) => h.name).sort()).toEqual(['Christmas', 'Solo']);
    expect((await stored(second)).map((h) => h.name)).not.toContain('Solo');
  });

  test("another business's or location's holiday, or no id, is a 404 and stays as it was", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const second = await addLocation(api, m.businessId);
    const idOf = async (token: string, location?: string) =>
      holidaysReply.parse(
        (
          await client.call('POST', `location/holidays${location ? `?location=${location}` : ''}`, {
            token,
            body: christmas,
          })
        ).body,
      ).holiday_hours[0]!._id;
    const foreign = await idOf(other.token);
    const elsewhere = await idOf(m.token, second);
    const before = await api.db.select().from(holidays);

    for (const query of [`?holiday_id=${foreign}`, `?holiday_id=${elsewhere}`, '?holiday_id=nope', '']) {
      const put = await client.call('PUT', `location/holidays${query}`, {
        token: m.token,
        body: { ...christmas, name: 'Taken over' },
      });
      expect(put).toMatchObject({ status: 404, body: { message: 'This holiday does not exist.' } });
      const del = await client.call('DELETE', `location/holidays${query}`, { token: m.token, lang: 'fr' });
      expect(del).toMatchObject({ status: 404, body: { message: 'Ce congé n’existe pas.' } });
    }
    // Another business's location named in the query is refused too.
    const via = await client.call('DELETE', `location/holidays?holiday_id=${foreign}&location=${other.locationId}`, {
      token: m.token,
    });
    expect(via.status).toBe(404);
    expect(await api.db.select().from(holidays)).toEqual(before);
  });

  test("the location names its province's code, by which the tab looks up the statutory holidays", async () => {
    const m = await client.registerBusiness();
    const me = await client.call('GET', 'user', { token: m.token });
    const [location] = me.body.business.locations;
    expect(location.address.state_province_details).toMatchObject({ name: 'Quebec', code: 'QC' });
    expect(location.address.country_details).toMatchObject({ code: 'CA' });
  });

  test('staff without the setup flag are refused (403); with it they may', async () => {
    const m = await client.registerBusiness();
    const refused = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: false },
    });
    await expectForbidden(
      refused,
      [
        ['GET', 'location/holidays'],
        ['POST', 'location/holidays'],
        ['PUT', 'location/holidays?holiday_id=x'],
        ['DELETE', 'location/holidays?holiday_id=x'],
      ],
      christmas,
    );
    expect(await stored(m.locationId)).toEqual([]);
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: true },
    });
    expect((await client.call('POST', 'location/holidays', { token: allowed, body: christmas })).status).toBe(201);
    expect((await client.call('GET', 'location/holidays')).status).toBe(401);
  });
});
