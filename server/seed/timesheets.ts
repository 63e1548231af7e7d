import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { timesheets } from '../db/schema';
import { newId } from '../lib/ids';
import { intBetween, mulberry32 } from '../lib/random';
import { wallClock, zonedTime } from '../lib/time-zone';

/**
 * The demo staff's shifts (issue 17 item 6): each member's weekly rota, clocked in and out a few
 * minutes either side of it, over the same days as the demo orders. Pure: the same options give
 * the same shifts, and the drivers' deliveries are assigned from them.
 */

/** One shift of a rota: on a weekday (0 = Sunday) at a location, minutes after that day's midnight (past 1440: after midnight). */
export interface RotaShift {
  weekday: number;
  locationId: string;
  from: number;
  to: number;
}

export interface Rota {
  staffId: string;
  shifts: readonly RotaShift[];
}

/** A shift as the timesheets table keeps it, with its instants (ms) for the drivers' assignment. */
export interface SeededShift {
  staffId: string;
  locationId: string;
  /** The local day it starts, YYYY-MM-DD. */
  day: string;
  startsAt: number;
  /** Null: still clocked in (today), or a clock-out someone forgot. */
  endsAt: number | null;
  start: number;
  end: number;
}

export interface GenerateShiftsOptions {
  rotas: readonly Rota[];
  /** IANA zone of the locations (the demo's are all in one). */
  timezone: string;
  /** Days back from `now`, today included (today only the shifts begun by `now`). */
  days: number;
  now: Date;
  seed: number;
  /** This member's last shift before today is left without its clock-out (a missed clock-out). */
  forgetsToClockOut?: string;
}

/** Chance a rota shift is not worked (a sick day, a day off swapped away). */
const ABSENCE = 0.04;
const MIN = 60_000;

/** Minutes after midnight for rotas: hm(22, 30) is 22:30; hm(24, 45) is 00:45 the next morning. */
export const hm = (h: number, m = 0) => h * 60 + m;

/**
 * Every rota shift of the `days` days up to `now` (oldest first), clocked in up to 10 minutes early
 * or 5 late and out up to 5 minutes early or 20 late; shifts that have not begun by `now` are
 * left out, and one still running at `now` is open.
 */
export function generateShifts(opts: GenerateShiftsOptions): SeededShift[] {
  const rng = mulberry32(opts.seed);
  const today = wallClock(opts.now, opts.timezone);
  const now = opts.now.getTime();
  const shifts: SeededShift[] = [];
  for (let back = opts.days - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const day = date.toISOString().slice(0, 10);
    // Local noon as an instant, the shift's minutes counted from it: exact, as clocks change at 2:00
    // and every rota shift ends before that.
    const noon = zonedTime(opts.timezone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 12);
    for (const rota of opts.rotas) {
      for (const planned of rota.shifts) {
        if (planned.weekday !== date.getUTCDay()) continue;
        // Drawn for every planned shift, so a day's draws never depend on the hour of `now`.
        const absent = rng() < ABSENCE;
        const startsAt = planned.from + intBetween(rng, -10, 5);
        const endsAt = planned.to + intBetween(rng, -5, 20);
        const start = noon.getTime() + (startsAt - 720) * MIN;
        const end = noon.getTime() + (endsAt - 720) * MIN;
        if (absent || start > now) continue;
        const base = { staffId: rota.staffId, locationId: planned.locationId, day, startsAt, start, end };
        shifts.push({ ...base, endsAt: end > now ? null : endsAt });
      }
    }
  }
  if (opts.forgetsToClockOut) forgetClockOut(shifts, opts.forgetsToClockOut, todayOf(opts.now, opts.timezone));
  return shifts;
}

const todayOf = (now: Date, tz: string) => {
  const w = wallClock(now, tz);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/** The member's latest shift of an earlier day stays clocked in: the timesheets flag it a missed clock-out. */
function forgetClockOut(shifts: SeededShift[], staffId: string, today: string): void {
  const last = shifts.filter((s) => s.staffId === staffId && s.day < today).at(-1);
  if (last) last.endsAt = null;
}

/** One statement for all of them (a JSON parameter expanded by jsonb_to_recordset, as insertOrders does). */
export async function insertShifts(db: Db, businessId: string, shifts: readonly SeededShift[]): Promise<void> {
  if (!shifts.length) return;
  const rows = shifts.map((s) => ({
    id: newId(),
    business_id: businessId,
    location_id: s.locationId,
    staff_id: s.staffId,
    day: s.day,
    starts_at: s.startsAt,
    ends_at: s.endsAt,
    created_at: new Date(s.start).toISOString(),
  }));
  await db.execute(sql`
    insert into ${timesheets} (id, business_id, location_id, staff_id, day, starts_at, ends_at, created_at)
    select id, business_id, location_id, staff_id, day, starts_at, ends_at, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
      id text, business_id text, location_id text, staff_id text, day text, starts_at integer, ends_at integer,
      created_at timestamptz)`);
}
