/**
 * The limits of the online-order and catering settings (SPEC §5, §9) and the keys of their rule
 * texts: what both the schemas (settings-value-schemas.ts) and the forms' previews read.
 */

/** Translated rule texts (keys of the `validation` namespace). */
export const STV = {
  minimumAge: 'validation.minimumAge',
  interval: 'validation.settingsInterval',
  advanceMinutes: 'validation.advanceMinutes',
  advanceDays: 'validation.advanceDays',
  tip: 'validation.tipPercent',
  tipList: 'validation.tipList',
  minutes: 'validation.settingsMinutes',
  count: 'validation.orderCount',
  copies: 'validation.receiptCopies',
  reminderHours: 'validation.reminderHours',
  ounces: 'validation.ounces',
  max2000: 'validation.max2000',
  script: 'validation.scriptLength',
  alertEmail: 'validation.alertEmail',
  alertPhone: 'validation.alertPhone',
  time: 'validation.timeOfDay',
  flag: 'validation.choice',
} as const;

/** SPEC §5 "minimum age above 18" and §9 "minimum age 18": 18 itself is allowed (docs/decisions.md). */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 99;
/** SPEC §5: intervals and minimum advance times "more than 1 minute", days in advance "more than 1 day". */
export const MIN_INTERVAL_MINUTES = 2;
export const MAX_INTERVAL_MINUTES = 1440;
export const MIN_ADVANCE_MINUTES = 2;
/** 30 days. */
export const MAX_ADVANCE_MINUTES = 43_200;
export const MIN_ADVANCE_DAYS = 2;
export const MAX_ADVANCE_DAYS = 365;
/** Most orders per slot; 0 means no limit. */
export const MAX_ORDERS_PER_SLOT = 1000;
export const MAX_TIP_CHOICES = 6;
export const SCRIPT_MAX = 20_000;

/** The sound a new order plays (order_printer.new_order_tone). */
export const newOrderTones = ['default', 'bell', 'chime', 'alarm', 'none'] as const;
