/** A location's block dates (SPEC §7 reservations-settings/block-date): not over yet, none overlapping another. */
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { hasControlCharacters, type ReservationBlockDate } from '../../lib/contract';
import { localMoment } from '../../lib/contract/open-at';
import type { Db } from '../db/client';
import { reservationBlockDates } from '../db/schema';
import { fail, fieldFail } from '../lib/http';
import { lockLocation, type ReservationScope as Scope } from './reservation-scope';

type BlockRow = typeof reservationBlockDates.$inferSelect;
export interface BlockDateInput {
  from_date: string;
  to_date: string;
  reason: string;
}

const blockOf = (r: BlockRow): ReservationBlockDate => ({
  _id: r.id,
  from_date: r.fromDate,
  to_date: r.toDate,
  reason: r.reason,
});

const blocksAt = (scope: Scope) =>
  and(eq(reservationBlockDates.locationId, scope.locationId), eq(reservationBlockDates.businessId, scope.businessId));

/** The block dates, the earliest first. */
export async function loadBlockDates(db: Db, locationId: string): Promise<ReservationBlockDate[]> {
  const rows = await db
    .select()
    .from(reservationBlockDates)
    .where(eq(reservationBlockDates.locationId, locationId))
    .orderBy(asc(reservationBlockDates.fromDate), asc(reservationBlockDates.createdAt));
  return rows.map(blockOf);
}

export async function blockDateOr404(db: Db, scope: Scope, id: string | undefined): Promise<BlockRow> {
  const [row] =
    id && !hasControlCharacters(id)
      ? await db
          .select()
          .from(reservationBlockDates)
          .where(and(eq(reservationBlockDates.id, id), blocksAt(scope)))
      : [];
  if (!row) throw fail(404, 'reservationBlockDateNotFound');
  return row;
}

/**
 * The rules a block date meets against the location (field errors, nothing written): it is not
 * over yet on the location's clock (unless an edit keeps its days), and it overlaps no other one.
 */
async function checkBlockDate(
  tx: Db,
  scope: Scope,
  input: BlockDateInput,
  today: string,
  existing?: BlockRow,
): Promise<void> {
  const sameDays = existing && existing.fromDate === input.from_date && existing.toDate === input.to_date;
  if (!sameDays && input.to_date < today) throw fieldFail('to_date', 'reservationBlockDatePast');
  const [clash] = await tx
    .select()
    .from(reservationBlockDates)
    .where(
      and(
        blocksAt(scope),
        lte(reservationBlockDates.fromDate, input.to_date),
        gte(reservationBlockDates.toDate, input.from_date),
        existing ? ne(reservationBlockDates.id, existing.id) : undefined,
      ),
    )
    .orderBy(asc(reservationBlockDates.fromDate))
    .limit(1);
  if (clash) throw fieldFail('from_date', 'reservationBlockDateOverlap', { from: clash.fromDate, to: clash.toDate });
}

const blockValues = (input: BlockDateInput) => ({
  fromDate: input.from_date,
  toDate: input.to_date,
  reason: input.reason,
});

/** `today`: the location's calendar day now (the caller's clock, deps.now, on the location's time zone). */
export async function createBlockDate(db: Db, scope: Scope, input: BlockDateInput, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocation(tx, scope);
    await checkBlockDate(tx, scope, input, today);
    await tx.insert(reservationBlockDates).values({ ...scope, ...blockValues(input) });
  });
}

export async function updateBlockDate(
  db: Db,
  scope: Scope,
  row: BlockRow,
  input: BlockDateInput,
  today: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLocation(tx, scope);
    await checkBlockDate(tx, scope, input, today, row);
    await tx
      .update(reservationBlockDates)
      .set(blockValues(input))
      .where(and(eq(reservationBlockDates.id, row.id), blocksAt(scope)));
  });
}

export async function deleteBlockDate(db: Db, scope: Scope, id: string): Promise<void> {
  await db.delete(reservationBlockDates).where(and(eq(reservationBlockDates.id, id), blocksAt(scope)));
}

/** The location's calendar day at `now`. */
export const locationToday = (timezone: string, now: Date) => localMoment(now, timezone).date;
