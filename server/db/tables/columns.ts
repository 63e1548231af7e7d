import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';

/**
 * The columns every table file shares. Ids are text (24 hex characters, like the platform's Mongo
 * ObjectIds) so the wire format matches the real API. Timestamps are timezone-aware; money is
 * integer cents.
 */

export const id = () => text('id').primaryKey().$defaultFn(newId);

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => ts('created_at').notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
