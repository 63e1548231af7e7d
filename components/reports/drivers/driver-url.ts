/**
 * The range a first visit of the in-house driver report shows: today, the shift being cashed out.
 * No 'use client': the server page reads it to prefetch the same range.
 */
export const DRIVERS_DEFAULT_PRESET = 'today' as const;
