/** Reference API: GET timesheet?date=, POST timesheet/add, PUT and DELETE timesheet/{id}. */
import { eq } from 'drizzle-orm';
import { timesheetReply, timesheetsReply } from '@/lib/contract';
import { openingHours, timesheets } from '@/server/db/schema';
import { addLocation, addStaff } from '@/server/testing-fixtures';
import { api, client, expectForbidden, signInStaff, type Owner } from './helpers/test-api';
import { startTestApi } from './helpers/test-api';

// 2026-03-10 (a Tuesday) at 23:30 in Montréal: the test business's location is in Québec.
const NOW = new Date('2026-03-11T03:30:00Z');
startTestApi({ now: () => NOW });

async function ownerWithMember(): Promise<Owner & { staffId: string }> {
  const m = await client.registerBusiness();
  const { staffId } = await addStaff(api, { businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
  return { ...m, staffId };
}

const add = (m: Owner, body: Record<string, unknown>, lang?: 'en' | 'fr') =>
  client.call('POST', 'timesheet/add', { token: m.token, body, lang });
const dayOf = async (m: Owner, date: string) =>
  timesheetsReply.parse((await client.call('GET', `timesheet?date=${date}`, { token: m.token })).body);
const stored = async (m: Owner) => api.db.select().from(timesheets).where(eq(timesheets.businessId, m.businessId));

describe('timesheets', () => {
  test('add, list with the day total per member, edit, delete', async () => {
    const m = await ownerWithMember();
    const created = await add(m, { staff_id: m.staffId, date: '2026-03-09', from: '09:00', to: '12:30' });
    expect(created.status).toBe(201);
    const shift = timesheetReply.parse(created.body);
    expect(shift).toEqual({
      timesheet: {
        id: expect.any(String),
        staff_id: m.staffId,
        date: '2026-03-09',
        from: '09:00',
        to: '12:30',
        ends_next_day: false,
        minutes: 210,
        missed_clock_out: false,
      },
      message: 'Shift added.',
    });
    await add(m, { staff_id: m.staffId, date: '2026-03-09', from: '13:00', to: '17:00' });

    const day = await dayOf(m, '2026-03-09');
    expect(day.timesheets.map((s) => [s.from, s.to])).toEqual([
      ['09:00', '12:30'],
      ['13:00', '17:00'],
    ]);
    expect(day.staff).toEqual([
      { staff_id: m.staffId, name: 'Test employee', email: expect.any(String), total_minutes: 450 },
    ]);
    expect((await dayOf(m, '2026-03-08')).timesheets).toEqual([]);

    const put = await client.call('PUT', `timesheet/${shift.timesheet.id}`, {
      token: m.token,
      body: { staff_id: m.staffId, date: '2026-03-09', from: '08:00', to: '12:00' },
    });
    expect(put.status).toBe(200);
    expect(timesheetReply.parse(put.body).timesheet).toMatchObject({ from: '08:00', to: '12:00', minutes: 240 });

    const del = await client.call('DELETE', `timesheet/${shift.timesheet.id}`, { token: m.token, lang: 'fr' });
    expect(del).toMatchObject({ status: 200, body: { message: 'Quart supprimé.' } });
    expect((await dayOf(m, '2026-03-09')).staff[0]!.total_minutes).toBe(240);
  });

  test('a shift that ends after midnight counts on the day it starts', async () => {
    const m = await ownerWithMember();
    const res = await add(m, {
      staff_id: m.staffId,
      date: '2026-03-06',
      from: '18:00',
      to: '01:00',
      ends_next_day: true,
    });
    expect(res.status).toBe(201);
    expect(timesheetReply.parse(res.body).timesheet).toMatchObject({ to: '01:00', ends_next_day: true, minutes: 420 });
    expect((await dayOf(m, '2026-03-06')).staff[0]!.total_minutes).toBe(420);
    // The next morning's shift from 00:30 overlaps its last half hour.
    const next = await add(m, { staff_id: m.staffId, date: '2026-03-07', from: '00:30', to: '06:00' });
    expect(next.status).toBe(422);
    expect(next.body.errors).toEqual({ from: ['This member already has a shift at that time.'] });
    expect((await add(m, { staff_id: m.staffId, date: '2026-03-07', from: '01:00', to: '06:00' })).status).toBe(201);
  });

  test('overlap, negative length and a too-long shift are refused on the field and nothing is written', async () => {
    const m = await ownerWithMember();
    await add(m, { staff_id: m.staffId, date: '2026-03-09', from: '09:00', to: '17:00' });
    const before = await stored(m);

    const overlap = await add(m, { staff_id: m.staffId, date: '2026-03-09', from: '16:00', to: '20:00' }, 'fr');
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ from: ['Ce membre a déjà un quart à cette heure-là.'] });

    const negative = await add(m, { staff_id: m.staffId, date: '2026-03-10', from: '17:00', to: '09:00' });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({
      to: ['The end must come after the start. For a shift past midnight, tick “Ends the next day”.'],
    });
    const empty = await add(m, { staff_id: m.staffId, date: '2026-03-10', from: '09:00', to: '09:00' });
    expect(empty.body.errors).toHaveProperty('to');
    const long = await add(m, {
      staff_id: m.staffId,
      date: '2026-03-10',
      from: '09:00',
      to: '10:00',
      ends_next_day: true,
    });
    expect(long.body.errors).toEqual({ to: ['A shift lasts at most 24 hours.'] });

    // Editing the first shift onto itself is no overlap; onto another one is.
    const second = timesheetReply.parse(
      (await add(m, { staff_id: m.staffId, date: '2026-03-09', from: '18:00', to: '20:00' })).body,
    );
    const moved = await client.call('PUT', `timesheet/${second.timesheet.id}`, {
      token: m.token,
      body: { staff_id: m.staffId, date: '2026-03-09', from: '10:00', to: '11:00' },
    });
    expect(moved.status).toBe(422);
    expect(await stored(m)).toEqual([...before, expect.objectContaining({ id: second.timesheet.id, startsAt: 1080 })]);
  });

  test('a shift still open after the closing time is a missed clock-out', async () => {
    const m = await ownerWithMember();
    // Tuesday (day 2) closes at 22:00; "now" is 23:30 that Tuesday. Monday has no hours: closes at midnight.
    await api.db.insert(openingHours).values({
      businessId: m.businessId,
      locationId: m.locationId,
      type: 'business',
      day: 2,
      opensAt: 660,
      closesAt: 1320,
    });
    const open = timesheetReply.parse(
      (await add(m, { staff_id: m.staffId, date: '2026-03-10', from: '16:00', to: null })).body,
    );
    expect(open.timesheet).toMatchObject({ to: null, minutes: null, missed_clock_out: true });
    const other = await addStaff(api, { businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await add(m, { staff_id: other.staffId, date: '2026-03-10', from: '12:00', to: '22:30' });
    const day = await dayOf(m, '2026-03-10');
    expect(day.timesheets.map((s) => [s.from, s.missed_clock_out])).toEqual([
      ['12:00', false],
      ['16:00', true],
    ]);
    // Wednesday's open shift is not late yet (Wednesday has not begun here).
    const tomorrow = await add(m, { staff_id: other.staffId, date: '2026-03-11', from: '08:00', to: null });
    expect(timesheetReply.parse(tomorrow.body).timesheet.missed_clock_out).toBe(false);
  });

  test("another business's shift or member is refused; a member of another location too", async () => {
    const m = await ownerWithMember();
    const other = await ownerWithMember();
    const theirs = timesheetReply.parse(
      (await add(other, { staff_id: other.staffId, date: '2026-03-09', from: '09:00', to: '10:00' })).body,
    );
    const before = await stored(other);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await client.call(method, `timesheet/${theirs.timesheet.id}`, {
        token: m.token,
        body: method === 'PUT' ? { staff_id: m.staffId, date: '2026-03-09', from: '09:00', to: '10:00' } : undefined,
      });
      expect(res).toMatchObject({ status: 404, body: { message: 'This shift does not exist.' } });
    }
    const foreignMember = await add(m, { staff_id: other.staffId, date: '2026-03-09', from: '09:00', to: '10:00' });
    expect(foreignMember.status).toBe(422);
    expect(foreignMember.body.errors).toEqual({ staff_id: ['Choose a team member who works at this location.'] });
    expect(await stored(other)).toEqual(before);

    const second = await addLocation(api, m.businessId);
    const elsewhere = await addStaff(api, { businessId: m.businessId, role: 'employee', locationIds: [second] });
    const notHere = await add(m, { staff_id: elsewhere.staffId, date: '2026-03-09', from: '09:00', to: '10:00' });
    expect(notHere.status).toBe(422);
    expect(await stored(m)).toEqual([]);
  });

  test('an employee without the users flag is refused 403; one with it may record shifts', async () => {
    const m = await ownerWithMember();
    const token = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(token, [
      ['GET', 'timesheet?date=2026-03-09'],
      ['POST', 'timesheet/add'],
      ['DELETE', 'timesheet/0123456789abcdef01234567'],
    ]);
    const allowed = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { users: true },
    });
    const res = await client.call('POST', 'timesheet/add', {
      token: allowed,
      body: { staff_id: m.staffId, date: '2026-03-09', from: '09:00', to: '10:00' },
    });
    expect(res.status).toBe(201);
  });

  test('a malformed date is a field error', async () => {
    const m = await ownerWithMember();
    const res = await client.call('GET', 'timesheet?date=2026-13-40', { token: m.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['date']);
  });
});
