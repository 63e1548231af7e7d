import { z } from 'zod';
import { lastTenDigits, lineText, multilineText, phoneDigits, V, website } from './rules';
import {
  MAX_ADVANCE_DAYS,
  MAX_ADVANCE_MINUTES,
  MAX_INTERVAL_MINUTES,
  MAX_ORDERS_PER_SLOT,
  MIN_ADVANCE_DAYS,
  MIN_ADVANCE_MINUTES,
  MIN_INTERVAL_MINUTES,
  SCRIPT_MAX,
  STV,
} from './settings-rules';

/**
 * One schema per kind of settings value (switch, minutes, days, tip, optional e-mail …), each
 * with its rule text: the settings groups (settings-groups.ts) are built from them. Not exported
 * from the contract's index: callers use the whole settings schemas.
 */

export const flag = () => z.boolean({ error: STV.flag });
export const whole = (min: number, max: number, message: string) =>
  z.number({ error: V.required }).int(message).min(min, message).max(max, message);
export const interval = () => whole(MIN_INTERVAL_MINUTES, MAX_INTERVAL_MINUTES, STV.interval);
export const advanceMinutes = () => whole(MIN_ADVANCE_MINUTES, MAX_ADVANCE_MINUTES, STV.advanceMinutes);
export const advanceDays = () => whole(MIN_ADVANCE_DAYS, MAX_ADVANCE_DAYS, STV.advanceDays);
export const minutes = () => whole(0, MAX_INTERVAL_MINUTES, STV.minutes);
export const orderCount = () => whole(0, MAX_ORDERS_PER_SLOT, STV.count);
export const tip = () => whole(0, 100, STV.tip);
export const shortText = () => lineText().max(255, V.max255);
export const longText = () => multilineText().max(2000, STV.max2000);
/** Analytics and script fields: stored as text, never run inside the portal (issue 13 item 2). */
export const script = () => multilineText().max(SCRIPT_MAX, STV.script);
/** "HH:mm", or null for none. */
export const timeOfDay = () =>
  z
    .string({ error: STV.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, STV.time)
    .nullable();
/** Blank, or a valid e-mail (lower-cased). */
export const optionalEmail = () =>
  lineText()
    .max(64, V.max64)
    .refine((v) => v === '' || z.email().safeParse(v).success, V.email)
    .transform((v) => v.toLowerCase());
/** Blank, or a valid phone number kept as its last 10 digits (SPEC §5). */
export const optionalPhone = () =>
  lineText()
    .refine((v) => {
      if (v === '') return true;
      const d = phoneDigits(v);
      return d.length >= 10 && d.length <= 15 && !/^(\d)\1+$/.test(d);
    }, V.phone)
    .transform((v) => (v === '' ? '' : lastTenDigits(v)));
/** Blank, or a web address. */
export const optionalUrl = () => website().transform((v) => v ?? '');
