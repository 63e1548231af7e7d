/**
 * The range a first visit of the DoorDash report shows: last month, the period of DoorDash's
 * monthly invoice. No 'use client': the server page reads it to prefetch the same range.
 */
export const DOORDASH_DEFAULT_PRESET = 'last_month' as const;
