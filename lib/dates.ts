/**
 * Calendar days and the date-range presets of SPEC §2 live in the contract (plain, no zod): the
 * reference API resolves `date_range` presets with the very same code (GET order/sales_summary).
 */
export * from './contract/plain/date-range';
