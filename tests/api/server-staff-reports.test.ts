/** Reference API: GET timesheet/report and GET staff/delivery/report (issue 17). */
import { eq } from 'drizzle-orm';
import { driverReportReply, timesheetReportReply, type PaymentMode } from '@/lib/contract';
import { orders, staff, timesheets } from '@/server/db/schema';
import { addLocation, addOrder, addStaff } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

const NOW = new Date('2026-03-20T16:00:00Z');
startTestApi({ now: () => NOW });

let m: Owner;
/** A second business, to check its staff are refused and its rows untouched. */
let other: Owner;
let toronto: string;
let ana: string;
let ben: string;
let cleo: string;
/** A member of the business assigned only to the owner's first location. */
let elsewhere: string;
let outsider: string;

/**
 * A member of `locationIds` whom the business records as `first last` (fixtures name everyone
 * "Test employee"); their own account keeps another name, which reports do not show.
 */
async function member(businessId: string, locationIds: string[], first: string, last: string) {
  const { staffId } = await addStaff(api, { businessId, role: 'employee', locationIds });
  await api.db.update(staff).set({ firstName: first, lastName: last }).where(eq(staff.id, staffId));
  return staffId;
}

const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
/** A shift written straight to the table; `to` past 24:00 runs into the next day. */
async function shift(staffId: string, day: string, from: string, to: string | null, locationId = toronto) {
  await api.db.insert(timesheets).values({
    businessId: m.businessId,
    locationId,
    staffId,
    day,
    startsAt: hm(from),
    endsAt: to === null ? null : hm(to),
  });
}

beforeAll(async () => {
  m = await client.registerBusiness();
  other = await client.registerBusiness();
  toronto = await addLocation(api, m.businessId, { timezone: 'America/Toronto' });
  ana = await member(m.businessId, [toronto], 'Ana', 'Aubin');
  ben = await member(m.businessId, [toronto], 'Ben', 'Boucher');
  cleo = await member(m.businessId, [toronto], 'Cleo', 'Caron');
  elsewhere = await member(m.businessId, [m.locationId], 'Dan', 'Elsewhere');
  outsider = await member(other.businessId, [other.locationId], 'Olga', 'Outsider');
});

const timesheetReport = async (query: string) => {
  const res = await client.call('GET', `timesheet/report?location=${toronto}&${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return timesheetReportReply.parse(res.body);
};

describe('GET timesheet/report', () => {
  beforeAll(async () => {
    // Ana on March 6: a morning and an evening shift that ends at 01:00 on the 7th (counted on the 6th).
    await shift(ana, '2026-03-06', '09:00', '12:00');
    await shift(ana, '2026-03-06', '18:00', '25:00');
    await shift(ana, '2026-03-07', '01:00', '06:00');
    // Still clocked in: not counted, flagged.
    await shift(ana, '2026-03-08', '10:00', null);
    await shift(ben, '2026-03-07', '08:00', '17:30');
    // Outside the range, and at another location: left out.
    await shift(ben, '2026-03-05', '08:00', '20:00');
    await shift(elsewhere, '2026-03-07', '08:00', '20:00', m.locationId);
  });

  test('minutes per member per day, a shift past midnight on its start day, overtime past 8 hours', async () => {
    const report = await timesheetReport('from=2026-03-06&to=2026-03-08');
    expect(report).toEqual({
      from: '2026-03-06',
      to: '2026-03-08',
      daily_limit: 480,
      staff: [
        {
          staff_id: ana,
          name: 'Ana Aubin',
          days: [
            { date: '2026-03-06', minutes: 600, overtime_minutes: 120, shifts: 2, open_shifts: 0 },
            { date: '2026-03-07', minutes: 300, overtime_minutes: 0, shifts: 1, open_shifts: 0 },
            { date: '2026-03-08', minutes: 0, overtime_minutes: 0, shifts: 1, open_shifts: 1 },
          ],
          total_minutes: 900,
          overtime_minutes: 120,
          regular_minutes: 780,
          open_shifts: 1,
        },
        {
          staff_id: ben,
          name: 'Ben Boucher',
          days: [{ date: '2026-03-07', minutes: 570, overtime_minutes: 90, shifts: 1, open_shifts: 0 }],
          total_minutes: 570,
          overtime_minutes: 90,
          regular_minutes: 480,
          open_shifts: 0,
        },
      ],
      totals: { total_minutes: 1470, overtime_minutes: 210, regular_minutes: 1260, open_shifts: 1 },
      // Everyone who works here, for the filter; the member of the other location is not.
      members: [
        { staff_id: ana, name: 'Ana Aubin' },
        { staff_id: ben, name: 'Ben Boucher' },
        { staff_id: cleo, name: 'Cleo Caron' },
      ],
    });
  });

  test('the shift past midnight stays whole on March 6: March 7 alone holds only the 01:00 shift', async () => {
    const report = await timesheetReport('from=2026-03-07&to=2026-03-07');
    expect(report.staff.map((s) => [s.name, s.total_minutes])).toEqual([
      ['Ana Aubin', 300],
      ['Ben Boucher', 570],
    ]);
  });

  test('a daily limit of 9 hours, and one member', async () => {
    const nine = await timesheetReport('from=2026-03-06&to=2026-03-08&daily_limit=540');
    expect(nine.staff.map((s) => [s.name, s.overtime_minutes])).toEqual([
      ['Ana Aubin', 60],
      ['Ben Boucher', 30],
    ]);
    expect(nine.totals).toEqual({ total_minutes: 1470, overtime_minutes: 90, regular_minutes: 1380, open_shifts: 1 });
    const onlyBen = await timesheetReport(`from=2026-03-01&to=2026-03-31&staff_id=${ben}`);
    expect(onlyBen.staff.map((s) => s.days.map((d) => [d.date, d.minutes]))).toEqual([
      [
        ['2026-03-05', 720],
        ['2026-03-07', 570],
      ],
    ]);
    expect(onlyBen.totals.total_minutes).toBe(1290);
    // A member without shifts: an empty report, not an error.
    expect((await timesheetReport(`from=2026-03-01&to=2026-03-31&staff_id=${cleo}`)).staff).toEqual([]);
  });
});

/** A completed delivery of the Toronto location placed at `at`, taken out by `driver`. */
const delivery = (
  driver: string | null,
  at: string,
  money: { total: number; tip: number; fee: number; mode: PaymentMode },
  extra: Partial<typeof orders.$inferInsert> = {},
) =>
  addOrder(api, {
    businessId: m.businessId,
    locationId: toronto,
    type: 'delivery',
    address: '1 Main Street',
    createdAt: new Date(at),
    total: money.total,
    tip: money.tip,
    deliveryFee: money.fee,
    paymentMode: money.mode,
    driverStaffId: driver,
    ...extra,
  });

const driverReport = async (query: string) => {
  const res = await client.call('GET', `staff/delivery/report?location=${toronto}&${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return driverReportReply.parse(res.body);
};

describe('GET staff/delivery/report', () => {
  beforeAll(async () => {
    // March 12 in Toronto (EDT): 23:30 local on the 12th is 03:30 UTC on the 13th.
    await delivery(
      ana,
      '2026-03-12T16:00:00Z',
      { total: 4250, tip: 500, fee: 399, mode: 'cash' },
      { orderNumber: 'D1' },
    );
    await delivery(ana, '2026-03-12T18:00:00Z', { total: 3000, tip: 300, fee: 399, mode: 'card_pay_on_delivery' });
    await delivery(ana, '2026-03-12T20:00:00Z', { total: 2000, tip: 200, fee: 299, mode: 'card_online' });
    await delivery(ana, '2026-03-13T03:30:00Z', { total: 1800, tip: 0, fee: 399, mode: 'cash' }, { orderNumber: 'D4' });
    await delivery(ben, '2026-03-12T17:00:00Z', { total: 5100, tip: 700, fee: 499, mode: 'cash' });
    // Not counted: still out, cancelled, a test order, no driver, the next local day.
    await delivery(
      ana,
      '2026-03-12T21:00:00Z',
      { total: 9900, tip: 0, fee: 399, mode: 'cash' },
      { status: 'on_delivery' },
    );
    await delivery(
      ana,
      '2026-03-12T21:10:00Z',
      { total: 9900, tip: 0, fee: 399, mode: 'cash' },
      { status: 'cancelled' },
    );
    await delivery(ana, '2026-03-12T21:20:00Z', { total: 9900, tip: 0, fee: 399, mode: 'cash' }, { isTest: true });
    await delivery(null, '2026-03-12T21:30:00Z', { total: 9900, tip: 0, fee: 399, mode: 'cash' });
    await delivery(ben, '2026-03-13T04:30:00Z', { total: 9900, tip: 0, fee: 399, mode: 'cash' });
  });

  test('each driver’s deliveries, fees, tips and the cash owed back (cash less its tips)', async () => {
    const report = await driverReport('from=2026-03-12&to=2026-03-12');
    const [a, b] = report.drivers;
    expect(report.drivers.map((d) => d.name)).toEqual(['Ana Aubin', 'Ben Boucher']);
    expect(a).toMatchObject({
      staff_id: ana,
      deliveries: 4,
      delivery_fees: 399 + 399 + 299 + 399,
      tips: 1000,
      // 42.50 and 18.00 in cash...
      cash_collected: 6050,
      // ...of which the 5.00 tip is Ana's: 55.50 goes back in the drawer.
      cash_owed: 5550,
      card_collected: 3000,
      card_tips: 500,
    });
    expect(a!.orders[0]).toEqual({
      order_id: expect.any(String),
      order_number: 'D1',
      date: '2026-03-12',
      created_at: '2026-03-12T16:00:00.000Z',
      customer_name: 'Fixture Customer',
      address: '1 Main Street',
      payment_mode: 'cash',
      total: 4250,
      delivery_fee: 399,
      tip: 500,
      cash_collected: 4250,
      cash_owed: 3750,
    });
    // 23:30 local on the 12th belongs to the 12th.
    expect(a!.orders.map((o) => [o.order_number, o.date]).at(-1)).toEqual(['D4', '2026-03-12']);
    expect(a!.orders.map((o) => o.cash_owed)).toEqual([3750, 0, 0, 1800]);
    expect(b).toMatchObject({ deliveries: 1, cash_collected: 5100, cash_owed: 4400, tips: 700, card_tips: 0 });
    expect(report.totals).toEqual({
      deliveries: 5,
      delivery_fees: 1995,
      tips: 1700,
      cash_collected: 11150,
      card_collected: 3000,
      cash_owed: 9950,
      card_tips: 500,
    });
  });

  test('filtered by one driver', async () => {
    const report = await driverReport(`from=2026-03-12&to=2026-03-13&staff_id=${ben}`);
    expect(report.drivers.map((d) => [d.name, d.deliveries, d.cash_owed])).toEqual([['Ben Boucher', 2, 4400 + 9900]]);
    expect(report.totals.deliveries).toBe(2);
  });
});

describe('bad input and access', () => {
  const paths = ['timesheet/report', 'staff/delivery/report'];
  const errorsOf = async (path: string, query: string, lang?: 'fr') => {
    const res = await client.call('GET', `${path}?location=${toronto}&${query}`, { token: m.token, lang });
    expect(res.status).toBe(422);
    return res.body.errors;
  };

  test.each(paths)(
    '%s: from after to, over 366 days, malformed or impossible dates are 422 on the field',
    async (path) => {
      expect(await errorsOf(path, 'from=2026-03-10&to=2026-03-09')).toEqual({
        to: ['The range must run forward and span at most 366 days.'],
      });
      expect(await errorsOf(path, 'from=2025-01-01&to=2026-01-02')).toHaveProperty('to');
      expect(
        (await client.call('GET', `${path}?location=${toronto}&from=2025-01-01&to=2026-01-01`, { token: m.token }))
          .status,
      ).toBe(200);
      expect(await errorsOf(path, 'from=2026-3-1&to=2026-03-09')).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
      expect(await errorsOf(path, 'from=2026-02-30&to=2026-03-09')).toHaveProperty('from');
      expect(await errorsOf(path, 'to=2026-03-09')).toHaveProperty('from');
      expect(await errorsOf(path, 'from=2026-03-10&to=2026-03-09', 'fr')).toEqual({
        to: ["La période doit aller vers l'avant et couvrir au plus 366 jours."],
      });
    },
  );

  test.each(paths)(
    '%s: a staff_id of another business, another location or unknown is 422 on staff_id',
    async (path) => {
      for (const id of [outsider, elsewhere, 'nope', '0123456789abcdef01234567'])
        expect(await errorsOf(path, `from=2026-03-01&to=2026-03-31&staff_id=${id}`)).toEqual({
          staff_id: ['Choose a team member of this location.'],
        });
    },
  );

  test('the daily limit is 1 minute to 24 hours', async () => {
    for (const limit of ['0', '1441', 'abc', '7.5'])
      expect(await errorsOf('timesheet/report', `from=2026-03-01&to=2026-03-31&daily_limit=${limit}`)).toEqual({
        daily_limit: ['Enter a daily limit between 1 minute and 24 hours.'],
      });
  });

  test('another business sees only its own: its owner reads an empty report of its own location', async () => {
    const res = await client.call('GET', 'staff/delivery/report?from=2026-03-12&to=2026-03-12', { token: other.token });
    expect(driverReportReply.parse(res.body).drivers).toEqual([]);
    // Our location named by the other business is unknown to it.
    const ours = await client.call('GET', `timesheet/report?location=${toronto}&from=2026-03-06&to=2026-03-08`, {
      token: other.token,
    });
    expect(ours.status).toBe(404);
  });

  test('an Employee without `reports` is refused; with it, allowed', async () => {
    const refused = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [toronto] });
    await expectForbidden(
      refused,
      paths.map((p) => ['GET', `${p}?location=${toronto}&from=2026-03-01&to=2026-03-31`] as const),
    );
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [toronto],
      permissions: { reports: true },
    });
    for (const p of paths)
      expect(
        (await client.call('GET', `${p}?location=${toronto}&from=2026-03-01&to=2026-03-31`, { token: allowed })).status,
      ).toBe(200);
  });
});
