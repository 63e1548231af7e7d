/**
 * Reference API: reservation setup (GET and POST reservations-settings, POST/PUT/DELETE
 * reservations-settings/hours, POST/PUT/DELETE reservations-settings/block-date), the Premium gate,
 * the background upload rule and the public "book a table" page.
 */
import { eq } from 'drizzle-orm';
import {
  PREMIUM_PLAN,
  publicReservationReply,
  reservationBlockDatesReply,
  reservationHoursReply,
  reservationsReply,
  uploadReply,
} from '@/lib/contract';
import { businesses, reservationBlockDates, reservationHours, reservationSettings } from '@/server/db/schema';
import { testClock } from '@/server/testing-client';
import { addLocation } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

// Noon in Montréal on Wednesday 10 March 2027: "today" for block dates is the location's day.
const clock = testClock(Date.parse('2027-03-10T17:00:00Z'));
startTestApi({ now: clock.now });

async function premiumOwner(): Promise<Owner> {
  const m = await client.registerBusiness();
  await api.db.update(businesses).set({ planName: PREMIUM_PLAN }).where(eq(businesses.id, m.businessId));
  return m;
}
const slugOf = async (m: Owner) =>
  (await api.db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, m.businessId)))[0]!.slug;

const DEFAULTS = {
  reservation_interval: 15,
  minimum_time_to_book: 60,
  maximum_time_to_book: 30,
  meal_duration: 90,
  min_party_size: 1,
  max_party_size: 10,
  is_restaurant_message: false,
  restaurant_message: '',
  cancellation_policy_message: '',
  theme_color: '#383232',
  background_image_url: null,
  reservation_hours: [],
  block_dates: [],
  deposit_settings: { type: 'none', amount: 0, from_party_size: 1 },
};

/** A whole valid request: every setting and a week of two dinners and a late Saturday. */
const SETTINGS = {
  reservation_interval: 30,
  minimum_time_to_book: 120,
  maximum_time_to_book: 60,
  meal_duration: 105,
  min_party_size: 2,
  max_party_size: 12,
  is_restaurant_message: true,
  restaurant_message: 'Terrace open from May.',
  cancellation_policy_message: 'Cancel up to 24 hours ahead.',
  theme_color: '#AA3300',
  background_image_url: null,
  deposit_settings: { type: 'per_person', amount: 1500, from_party_size: 8 },
  reservation_hours: [
    { day: 5, opens_at: '17:00', closes_at: '22:00' },
    { day: 6, opens_at: '18:00', closes_at: '01:00' },
  ],
};

const settingsRows = (m: Owner) =>
  api.db.select().from(reservationSettings).where(eq(reservationSettings.businessId, m.businessId));
const hoursRows = (m: Owner) =>
  api.db.select().from(reservationHours).where(eq(reservationHours.businessId, m.businessId));
const blockRows = (m: Owner) =>
  api.db.select().from(reservationBlockDates).where(eq(reservationBlockDates.businessId, m.businessId));

const get = async (m: Owner, query = '') => {
  const res = await client.call('GET', `reservations-settings${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return reservationsReply.parse(res.body);
};
const save = (m: Owner, body: unknown, lang?: string) =>
  client.call('POST', 'reservations-settings', { token: m.token, body, lang });

/** POST upload as multipart, with `?purpose=` when given. */
async function upload(token: string, file: Uint8Array<ArrayBuffer>, purpose?: string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'image/png' }), 'background.png');
  const query = purpose ? `?purpose=${purpose}` : '';
  const res = await api.fetch(
    new Request(`http://internal/v1/upload${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: res.status, body: await res.json() };
}
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** The smallest PNG header of the given size: enough for the server's type and size check. */
const png = (w: number, h: number) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...be32(13),
    ...[...'IHDR'].map((c) => c.charCodeAt(0)),
    ...be32(w),
    ...be32(h),
    ...[8, 6, 0, 0, 0],
    ...be32(0),
  ]);

describe('reservation settings', () => {
  test('a location without settings reads the defaults and its public booking page', async () => {
    const m = await premiumOwner();
    expect(await get(m)).toEqual({
      reservations_settings: DEFAULTS,
      reservation_url: `/locations/${await slugOf(m)}/book/${m.locationId}`,
    });
    expect(await settingsRows(m)).toEqual([]);
  });

  test('POST saves every setting and the week; GET reads them back; without a week the saved one stays', async () => {
    const m = await premiumOwner();
    const res = await save(m, { ...SETTINGS, restaurant_message: '  Terrace open from May.  ' });
    expect(res.status).toBe(200);
    const reply = reservationsReply.parse(res.body);
    expect(reply.message).toBe('Reservation settings saved.');
    const { reservation_hours, ...rest } = reply.reservations_settings;
    expect(rest).toEqual({ ...SETTINGS, theme_color: '#aa3300', reservation_hours: undefined, block_dates: [] });
    expect(reservation_hours.map(({ _id, ...w }) => w)).toEqual(SETTINGS.reservation_hours);
    expect((await get(m)).reservations_settings).toEqual(reply.reservations_settings);

    const { reservation_hours: _week, ...withoutWeek } = SETTINGS;
    const again = await save(m, {
      ...withoutWeek,
      meal_duration: 120,
      deposit_settings: { ...SETTINGS.deposit_settings, type: 'per_booking' },
    });
    expect(again.status).toBe(200);
    const kept = (await get(m)).reservations_settings;
    expect(kept.meal_duration).toBe(120);
    expect(kept.deposit_settings).toEqual({ type: 'per_booking', amount: 1500, from_party_size: 8 });
    expect(kept.reservation_hours).toEqual(reply.reservations_settings.reservation_hours);

    // An empty week clears the hours; the message is kept while its switch is off.
    await save(m, { ...SETTINGS, is_restaurant_message: false, reservation_hours: [] });
    const cleared = (await get(m)).reservations_settings;
    expect(cleared.reservation_hours).toEqual([]);
    expect(cleared).toMatchObject({ is_restaurant_message: false, restaurant_message: 'Terrace open from May.' });
  });

  test.each([
    ['reservation_interval', { reservation_interval: 0 }, 'Enter 5 to 240 minutes between bookable times.'],
    ['reservation_interval', { reservation_interval: 241 }, 'Enter 5 to 240 minutes between bookable times.'],
    ['reservation_interval', { reservation_interval: 7.5 }, 'Enter 5 to 240 minutes between bookable times.'],
    ['reservation_interval', { reservation_interval: '15' }, 'Enter 5 to 240 minutes between bookable times.'],
    ['meal_duration', { meal_duration: 10 }, 'Enter a meal duration of 15 to 720 minutes.'],
    ['meal_duration', { meal_duration: 20 }, 'A meal must last at least the interval between bookable times.'],
    ['minimum_time_to_book', { minimum_time_to_book: -1 }, 'Enter 0 to 43,200 minutes (30 days).'],
    ['maximum_time_to_book', { maximum_time_to_book: 0 }, 'Enter 1 to 365 days.'],
    [
      'maximum_time_to_book',
      { minimum_time_to_book: 4320, maximum_time_to_book: 2 },
      'The maximum time ahead must be at least the minimum time ahead.',
    ],
    ['min_party_size', { min_party_size: 0 }, 'Enter 1 to 100 guests.'],
    ['max_party_size', { max_party_size: 101 }, 'Enter 1 to 100 guests.'],
    [
      'max_party_size',
      { min_party_size: 6, max_party_size: 4 },
      'The largest party must be at least the smallest one.',
    ],
    ['restaurant_message', { restaurant_message: '   ' }, 'Write the message, or turn it off.'],
    ['restaurant_message', { restaurant_message: 'x'.repeat(501) }, 'Use at most 500 characters.'],
    ['cancellation_policy_message', { cancellation_policy_message: 'x'.repeat(2001) }, 'Use at most 2,000 characters.'],
    ['theme_color', { theme_color: 'red' }, 'Enter a colour as #RRGGBB (for example #383232).'],
    [
      'deposit_settings.type',
      { deposit_settings: { type: 'bogus', amount: 0, from_party_size: 1 } },
      'Choose one of the options.',
    ],
    [
      'deposit_settings.amount',
      { deposit_settings: { type: 'per_person', amount: -1, from_party_size: 1 } },
      'Enter a deposit from $0.01 to $1,000.00, or choose no deposit.',
    ],
    [
      'deposit_settings.amount',
      { deposit_settings: { type: 'per_booking', amount: 100_001, from_party_size: 1 } },
      'Enter a deposit from $0.01 to $1,000.00, or choose no deposit.',
    ],
    [
      'deposit_settings.amount',
      { deposit_settings: { type: 'per_booking', amount: 0, from_party_size: 1 } },
      'Enter a deposit from $0.01 to $1,000.00, or choose no deposit.',
    ],
    [
      'deposit_settings.from_party_size',
      { deposit_settings: { type: 'per_person', amount: 1000, from_party_size: 13 } },
      'Choose a party size up to the largest party you accept: otherwise no deposit would ever apply.',
    ],
    [
      'reservation_hours.1.opens_at',
      {
        reservation_hours: [
          { day: 1, opens_at: '17:00', closes_at: '21:00' },
          { day: 1, opens_at: '20:00', closes_at: '23:00' },
        ],
      },
      'This window overlaps another one on the same day.',
    ],
    [
      // Saturday past midnight runs into Sunday's first window.
      'reservation_hours.1.opens_at',
      {
        reservation_hours: [
          { day: 6, opens_at: '22:00', closes_at: '02:00' },
          { day: 0, opens_at: '01:00', closes_at: '03:00' },
        ],
      },
      'This window overlaps another one on the same day.',
    ],
    [
      'reservation_hours.6.opens_at',
      {
        reservation_hours: Array.from({ length: 7 }, (_, i) => ({
          day: 2,
          opens_at: `${String(10 + i).padStart(2, '0')}:00`,
          closes_at: `${String(10 + i).padStart(2, '0')}:30`,
        })),
      },
      'At most 6 windows a day.',
    ],
    [
      'background_image_url',
      { background_image_url: 'https://elsewhere.example/bg.png' },
      'This image is not one of your uploads. Upload it again.',
    ],
  ])('%s %j: 422 on the field, nothing written', async (field, change, text) => {
    const m = await premiumOwner();
    const res = await save(m, { ...SETTINGS, ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [text] });
    expect(await settingsRows(m)).toEqual([]);
    expect(await hoursRows(m)).toEqual([]);
  });

  test('a refused save changes nothing already saved; field errors come in French', async () => {
    const m = await premiumOwner();
    await save(m, SETTINGS);
    const before = await get(m);
    const res = await save(m, { ...SETTINGS, meal_duration: 20, max_party_size: 1, reservation_hours: [] }, 'fr');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      meal_duration: ['Un repas doit durer au moins l’intervalle entre deux heures de réservation.'],
      max_party_size: ['Le plus grand groupe doit compter au moins autant de personnes que le plus petit.'],
    });
    expect(await get(m)).toEqual(before);
    expect((await client.call('POST', 'reservations-settings', { token: m.token, raw: '{nope' })).status).toBe(400);
  });

  test('the background is an upload of the business meeting the rule, checked on upload and on save', async () => {
    const m = await premiumOwner();
    const small = await upload(m.token, png(640, 360), 'reservation-background');
    expect(small.status).toBe(422);
    expect(small.body.errors.file).toEqual([
      'The background must be at least 800 × 450 pixels and at most 6000 pixels on a side; this image is 640 × 360.',
    ]);
    const good = await upload(m.token, png(1600, 900), 'reservation-background');
    expect(good.status).toBe(201);
    const url = uploadReply.parse(good.body).url;
    const saved = await save(m, { ...SETTINGS, background_image_url: url });
    expect(saved.status).toBe(200);
    expect(saved.body.reservations_settings.background_image_url).toBe(url);

    // Uploaded without the purpose (so unchecked), a small image is still refused at save.
    const unchecked = uploadReply.parse((await upload(m.token, png(300, 200))).body).url;
    const refused = await save(m, { ...SETTINGS, background_image_url: unchecked });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['background_image_url']);

    // Another business's upload is not one of ours.
    const other = await premiumOwner();
    const theirs = uploadReply.parse((await upload(other.token, png(1600, 900), 'reservation-background')).body).url;
    const foreign = await save(m, { ...SETTINGS, background_image_url: theirs });
    expect(foreign.body.errors).toEqual({
      background_image_url: ['This image is not one of your uploads. Upload it again.'],
    });
    expect((await get(m)).reservations_settings.background_image_url).toBe(url);
  });

  test('each location has its own settings', async () => {
    const m = await premiumOwner();
    const second = await addLocation(api, m.businessId);
    await save(m, SETTINGS);
    const there = await get(m, `?location=${second}`);
    expect(there.reservations_settings).toEqual(DEFAULTS);
    expect(there.reservation_url).toBe(`/locations/${await slugOf(m)}/book/${second}`);
  });
});

describe('reservation hours', () => {
  test('windows added at once by two calls cannot overlap each other', async () => {
    const m = await premiumOwner();
    const answers = await Promise.all(
      ['17:00', '18:00'].map((opens_at) =>
        client.call('POST', 'reservations-settings/hours', {
          token: m.token,
          body: { hours: [{ day: 4, opens_at, closes_at: '21:00' }] },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await hoursRows(m)).toHaveLength(1);
  });

  test('POST adds windows, PUT changes one, DELETE removes one; each answers the week', async () => {
    const m = await premiumOwner();
    const added = await client.call('POST', 'reservations-settings/hours', {
      token: m.token,
      body: {
        hours: [
          { day: 2, opens_at: '11:30', closes_at: '14:00' },
          { day: 2, opens_at: '18:00', closes_at: '22:00' },
        ],
      },
    });
    expect(added.status).toBe(201);
    const week = reservationHoursReply.parse(added.body);
    expect(week.message).toBe('Booking hours saved.');
    expect(week.reservation_hours.map(({ _id, ...w }) => w)).toEqual([
      { day: 2, opens_at: '11:30', closes_at: '14:00' },
      { day: 2, opens_at: '18:00', closes_at: '22:00' },
    ]);
    const [lunch, dinner] = week.reservation_hours;

    // Overlapping the saved week: the error names the request's window; nothing added.
    const overlap = await client.call('POST', 'reservations-settings/hours', {
      token: m.token,
      body: { hours: [{ day: 2, opens_at: '13:00', closes_at: '15:00' }] },
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ 'hours.0.opens_at': ['This window overlaps another one on the same day.'] });
    expect(await hoursRows(m)).toHaveLength(2);

    const put = await client.call('PUT', `reservations-settings/hours?hours_id=${lunch!._id}`, {
      token: m.token,
      body: { hours: [{ day: 3, opens_at: '12:00', closes_at: '14:30' }] },
    });
    expect(put.status).toBe(200);
    expect(reservationHoursReply.parse(put.body).reservation_hours).toContainEqual({
      _id: lunch!._id,
      day: 3,
      opens_at: '12:00',
      closes_at: '14:30',
    });
    const clash = await client.call('PUT', `reservations-settings/hours?hours_id=${lunch!._id}`, {
      token: m.token,
      body: { hours: [{ day: 2, opens_at: '21:00', closes_at: '23:00' }] },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ 'hours.0.opens_at': ['This window overlaps another one on the same day.'] });
    const two = await client.call('PUT', `reservations-settings/hours?hours_id=${lunch!._id}`, {
      token: m.token,
      body: {
        hours: [
          { day: 1, opens_at: '12:00', closes_at: '14:30' },
          { day: 4, opens_at: '12:00', closes_at: '14:30' },
        ],
      },
    });
    expect(two.body.errors).toEqual({ hours: ['Send exactly one window.'] });

    const del = await client.call('DELETE', `reservations-settings/hours?hours_id=${dinner!._id}`, { token: m.token });
    expect(del.status).toBe(200);
    expect(reservationHoursReply.parse(del.body).reservation_hours.map((w) => w._id)).toEqual([lunch!._id]);
    for (const [method, body] of [
      ['PUT', { hours: [{ day: 1, opens_at: '10:00', closes_at: '11:00' }] }],
      ['DELETE', undefined],
    ] as const) {
      const gone = await client.call(method, `reservations-settings/hours?hours_id=${dinner!._id}`, {
        token: m.token,
        body,
      });
      expect(gone).toMatchObject({ status: 404, body: { message: 'These booking hours do not exist.' } });
      const none = await client.call(method, 'reservations-settings/hours', { token: m.token, body });
      expect(none.status).toBe(404);
    }
  });

  test("another business's or location's hours_id is a 404 and the window is unchanged", async () => {
    const m = await premiumOwner();
    const other = await premiumOwner();
    await save(other, SETTINGS);
    const theirs = (await get(other)).reservations_settings.reservation_hours[0]!;
    const put = await client.call('PUT', `reservations-settings/hours?hours_id=${theirs._id}`, {
      token: m.token,
      body: { hours: [{ day: 1, opens_at: '10:00', closes_at: '11:00' }] },
    });
    expect(put.status).toBe(404);
    const del = await client.call('DELETE', `reservations-settings/hours?hours_id=${theirs._id}`, { token: m.token });
    expect(del.status).toBe(404);
    expect((await get(other)).reservations_settings.reservation_hours[0]).toEqual(theirs);

    // The same business's other location: not the location of the call.
    const second = await addLocation(api, m.businessId);
    await save(m, SETTINGS);
    const ours = (await get(m)).reservations_settings.reservation_hours[0]!;
    const elsewhere = await client.call(
      'DELETE',
      `reservations-settings/hours?hours_id=${ours._id}&location=${second}`,
      {
        token: m.token,
      },
    );
    expect(elsewhere.status).toBe(404);
    expect(await hoursRows(m)).toHaveLength(2);
  });
});

describe('block dates', () => {
  const block = (m: Owner, body: unknown, lang?: string) =>
    client.call('POST', 'reservations-settings/block-date', { token: m.token, body, lang });

  test('a day or a range with its reason; listed earliest first; edited and deleted by block_date_id', async () => {
    const m = await premiumOwner();
    const range = await block(m, { from_date: '2027-04-10', to_date: '2027-04-12', reason: ' Private event ' });
    expect(range.status).toBe(201);
    expect(range.body.message).toBe('Blocked date saved.');
    const day = await block(m, { from_date: '2027-03-20', to_date: '2027-03-20', reason: 'Staff party' });
    const list = reservationBlockDatesReply.parse(day.body).block_dates;
    expect(list.map(({ _id, ...b }) => b)).toEqual([
      { from_date: '2027-03-20', to_date: '2027-03-20', reason: 'Staff party' },
      { from_date: '2027-04-10', to_date: '2027-04-12', reason: 'Private event' },
    ]);
    expect((await get(m)).reservations_settings.block_dates).toEqual(list);

    const id = list[1]!._id;
    const put = await client.call('PUT', `reservations-settings/block-date?block_date_id=${id}`, {
      token: m.token,
      body: { from_date: '2027-04-11', to_date: '2027-04-13', reason: 'Wedding' },
    });
    expect(put.status).toBe(200);
    expect(put.body.block_dates[1]).toEqual({
      _id: id,
      from_date: '2027-04-11',
      to_date: '2027-04-13',
      reason: 'Wedding',
    });
    const del = await client.call('DELETE', `reservations-settings/block-date?block_date_id=${id}`, {
      token: m.token,
    });
    expect(del.body).toMatchObject({ message: 'Blocked date deleted.' });
    expect(del.body.block_dates.map((b: { _id: string }) => b._id)).toEqual([list[0]!._id]);
    const gone = await client.call('DELETE', `reservations-settings/block-date?block_date_id=${id}`, {
      token: m.token,
    });
    expect(gone).toMatchObject({ status: 404, body: { message: 'This blocked date does not exist.' } });
  });

  test.each([
    [
      'to_date',
      { from_date: '2027-04-12', to_date: '2027-04-10', reason: 'x' },
      'The end date cannot be before the start date.',
    ],
    [
      'to_date',
      { from_date: '2027-04-01', to_date: '2028-04-02', reason: 'x' },
      'A blocked period covers at most 366 days.',
    ],
    ['from_date', { from_date: '2027-02-30', to_date: '2027-03-30', reason: 'x' }, 'Enter a date as YYYY-MM-DD.'],
    ['reason', { from_date: '2027-04-01', to_date: '2027-04-01', reason: '  ' }, 'This field is required.'],
    // The location's today is 10 March 2027: a period over by then is refused.
    [
      'to_date',
      { from_date: '2027-03-01', to_date: '2027-03-09', reason: 'x' },
      'This period is already over: choose today or a later day.',
    ],
    [
      'from_date',
      { from_date: '2027-05-03', to_date: '2027-05-06', reason: 'x' },
      'These days overlap another blocked period (2027-05-01 to 2027-05-03).',
    ],
  ])('%s %j: 422 on the field, nothing written', async (field, body, text) => {
    const m = await premiumOwner();
    await block(m, { from_date: '2027-05-01', to_date: '2027-05-03', reason: 'Renovation' });
    const res = await block(m, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [text] });
    expect(await blockRows(m)).toHaveLength(1);
  });

  test('today counts on the location clock; an edit may keep the days of a period now over', async () => {
    const m = await premiumOwner();
    // 10 March, noon in Montréal: today is still allowed.
    expect((await block(m, { from_date: '2027-03-10', to_date: '2027-03-10', reason: 'Inventory' })).status).toBe(201);
    const [row] = await blockRows(m);
    clock.advance(3 * 86_400_000);
    try {
      const keep = await client.call('PUT', `reservations-settings/block-date?block_date_id=${row!.id}`, {
        token: m.token,
        body: { from_date: '2027-03-10', to_date: '2027-03-10', reason: 'Yearly inventory' },
      });
      expect(keep.status).toBe(200);
      const move = await client.call('PUT', `reservations-settings/block-date?block_date_id=${row!.id}`, {
        token: m.token,
        lang: 'fr',
        body: { from_date: '2027-03-11', to_date: '2027-03-11', reason: 'Inventaire' },
      });
      expect(move.body.errors).toEqual({
        to_date: ['Cette période est déjà passée : choisissez aujourd’hui ou un jour ultérieur.'],
      });
      expect((await blockRows(m)).map((b) => [b.fromDate, b.reason])).toEqual([['2027-03-10', 'Yearly inventory']]);
    } finally {
      clock.advance(-3 * 86_400_000);
    }
  });

  test('two overlapping block dates sent at once: one is saved, the other refused on its field', async () => {
    const m = await premiumOwner();
    const answers = await Promise.all([
      block(m, { from_date: '2027-07-01', to_date: '2027-07-03', reason: 'First' }),
      block(m, { from_date: '2027-07-02', to_date: '2027-07-04', reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)!.body.errors.from_date).toHaveLength(1);
    expect(await blockRows(m)).toHaveLength(1);
  });

  test("another business's block_date_id is a 404 and its block date is unchanged", async () => {
    const m = await premiumOwner();
    const other = await premiumOwner();
    await block(other, { from_date: '2027-06-01', to_date: '2027-06-02', reason: 'Theirs' });
    const [theirs] = await blockRows(other);
    const put = await client.call('PUT', `reservations-settings/block-date?block_date_id=${theirs!.id}`, {
      token: m.token,
      body: { from_date: '2027-06-05', to_date: '2027-06-05', reason: 'Mine now' },
    });
    expect(put.status).toBe(404);
    const del = await client.call('DELETE', `reservations-settings/block-date?block_date_id=${theirs!.id}`, {
      token: m.token,
    });
    expect(del.status).toBe(404);
    expect(await blockRows(other)).toEqual([theirs]);
    expect(await blockRows(m)).toEqual([]);
  });
});

describe('who may set reservations up', () => {
  const ROUTES = [
    ['GET', 'reservations-settings'],
    ['POST', 'reservations-settings'],
    ['POST', 'reservations-settings/hours'],
    ['PUT', 'reservations-settings/hours?hours_id=x'],
    ['DELETE', 'reservations-settings/hours?hours_id=x'],
    ['POST', 'reservations-settings/block-date'],
    ['PUT', 'reservations-settings/block-date?block_date_id=x'],
    ['DELETE', 'reservations-settings/block-date?block_date_id=x'],
  ] as const;

  test('a business on another plan gets 403 naming Premium on every call, and nothing is written', async () => {
    const m = await client.registerBusiness();
    for (const [method, path] of ROUTES) {
      const res = await client.call(method, path, { token: m.token, body: method === 'GET' ? undefined : SETTINGS });
      expect(res).toMatchObject({
        status: 403,
        body: { message: 'Reservations are part of the Premium plan. Change your plan on the Billing page.' },
      });
    }
    const fr = await client.call('GET', 'reservations-settings', { token: m.token, lang: 'fr' });
    expect(fr.body.message).toBe(
      'Les réservations font partie du forfait Premium. Changez de forfait à la page Facturation.',
    );
    expect(await settingsRows(m)).toEqual([]);
    expect(await hoursRows(m)).toEqual([]);
    expect(await blockRows(m)).toEqual([]);
  });

  test('an employee without the setup flag gets 403; one with it and a manager may', async () => {
    const m = await premiumOwner();
    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(employee, ROUTES, SETTINGS);
    expect(await settingsRows(m)).toEqual([]);

    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { setup: true },
    });
    expect((await client.call('POST', 'reservations-settings', { token: allowed, body: SETTINGS })).status).toBe(200);
    // The background upload is open to the same flag.
    expect((await upload(allowed, png(1600, 900), 'reservation-background')).status).toBe(201);
    const manager = await signInStaff({ businessId: m.businessId, role: 'manager', locationIds: [m.locationId] });
    expect((await client.call('GET', 'reservations-settings', { token: manager })).status).toBe(200);
  });
});

describe('the public booking page', () => {
  test('shows the location, hours, message and upcoming block dates, signed out; 404 otherwise', async () => {
    const m = await premiumOwner();
    const slug = await slugOf(m);
    await save(m, SETTINGS);
    await client.call('POST', 'reservations-settings/block-date', {
      token: m.token,
      body: { from_date: '2027-03-20', to_date: '2027-03-21', reason: 'Private event' },
    });
    // Written straight to the table: a period over by now is not shown.
    await api.db.insert(reservationBlockDates).values({
      businessId: m.businessId,
      locationId: m.locationId,
      fromDate: '2027-02-01',
      toDate: '2027-02-02',
      reason: 'Past',
    });
    const res = await client.call('GET', `public/reservations?slug=${slug}&location=${m.locationId}`);
    expect(res.status).toBe(200);
    const page = publicReservationReply.parse(res.body);
    expect(page).toMatchObject({
      location: { city: 'Springfield', timezone: 'America/Toronto', currency: 'CAD' },
      theme_color: '#aa3300',
      restaurant_message: 'Terrace open from May.',
      cancellation_policy_message: 'Cancel up to 24 hours ahead.',
      block_dates: [{ from_date: '2027-03-20', to_date: '2027-03-21', reason: 'Private event' }],
      min_party_size: 2,
      max_party_size: 12,
      deposit_settings: { type: 'per_person', amount: 1500, from_party_size: 8 },
    });
    expect(page.reservation_hours).toHaveLength(2);

    await save(m, { ...SETTINGS, is_restaurant_message: false });
    expect(
      (await client.call('GET', `public/reservations?slug=${slug}&location=${m.locationId}`)).body.restaurant_message,
    ).toBeNull();

    const other = await premiumOwner();
    for (const query of [
      `slug=${slug}&location=${other.locationId}`,
      `slug=no-such-business&location=${m.locationId}`,
      `slug=${slug}`,
      '',
    ])
      expect((await client.call('GET', `public/reservations?${query}`)).status).toBe(404);
    // Off Premium, the page is gone too.
    await api.db.update(businesses).set({ planName: 'Basic' }).where(eq(businesses.id, m.businessId));
    expect((await client.call('GET', `public/reservations?slug=${slug}&location=${m.locationId}`)).status).toBe(404);
  });
});
