import { z } from 'zod';
import { lineText, V } from '@/lib/contract/rules';
import type { StoreService } from '@/lib/contract/store';
import { PAUSE_MESSAGE_MAX, type PauseLength, type StoreAvailabilityRequest } from '@/lib/contract/store-availability';

/** The lengths offered, as the radio group's values. */
export const pauseChoices = ['15', '30', '60', 'rest_of_day', 'until'] as const;
export type PauseChoice = (typeof pauseChoices)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The pause form: a length, the day it lasts until (for `until`), the message customers see. */
export const pauseForm = z
  .object({
    length: z.enum(pauseChoices, { error: V.choice }),
    until: z.string(),
    message: lineText().max(PAUSE_MESSAGE_MAX, V.max180),
  })
  .superRefine((v, ctx) => {
    if (v.length === 'until' && !DAY.test(v.until))
      ctx.addIssue({ code: 'custom', path: ['until'], message: V.required });
  });
export type PauseFormIn = z.input<typeof pauseForm>;
export type PauseFormOut = z.output<typeof pauseForm>;

export const pauseDefaults: PauseFormIn = { length: '30', until: '', message: '' };

/** The request's `pause` for a choice; null while the day of `until` is not filled in. */
export function pauseLengthOf(length: PauseChoice, until: string): PauseLength | null {
  if (length === 'rest_of_day') return { rest_of_day: true };
  if (length === 'until') return DAY.test(until) ? { until } : null;
  return { minutes: Number(length) as 15 | 30 | 60 };
}

export function toRequest(services: StoreService[], v: PauseFormOut): StoreAvailabilityRequest {
  return { services, pause: pauseLengthOf(v.length, v.until), message: v.message };
}
