import { createHash, randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the platform's Mongo ObjectIds. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Stable id for reference data (countries, states, business types): the same row gets the same
 * _id on every database, so ids saved by clients or tests stay valid after a reset.
 */
export function stableId(kind: string, key: string): string {
  return createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}

/** Whether `id` has that shape: anything else names no row, without a query. */
export const isRowId = (id: string | undefined): id is string => !!id && /^[0-9a-f]{24}$/.test(id);
