/** What every reservation write is scoped by, and the lock a write that checks the location's rows takes first. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations } from '../db/schema';
import type { LocationScope } from '../types';

export type ReservationScope = Pick<LocationScope, 'businessId' | 'locationId'>;

/**
 * A write that checks what the location already holds (the week, the other block dates) takes
 * the location's row first, so two writes at once cannot both pass the check.
 */
export const lockLocation = (tx: Db, scope: ReservationScope) =>
  tx.select({ id: locations.id }).from(locations).where(eq(locations.id, scope.locationId)).for('update');
