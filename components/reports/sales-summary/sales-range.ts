/**
 * The range a first visit of the sales summary shows: the month so far (last month is one choice
 * away). No 'use client': the server page reads it to prefetch the same range.
 */
export const SALES_DEFAULT_PRESET = 'this_month' as const;
