import type { z } from 'zod';
import type { BlockedDate } from '@/lib/contract/store';
import { blockedDateRequest, type BlockedDateRequest } from '@/lib/contract/store-holidays';

/** The form checks what the API checks; the server's field errors land on the same fields. */
export const blockedDateForm = blockedDateRequest;
export type BlockedDateFormIn = z.input<typeof blockedDateForm>;
export type BlockedDateFormOut = z.output<typeof blockedDateForm>;

export function toFormValues(b: BlockedDate | undefined, today: string): BlockedDateFormIn {
  if (!b) return { from_date: today, to_date: today, reason: '', services: ['pickup', 'delivery', 'catering'] };
  return { from_date: b.from_date, to_date: b.to_date, reason: b.reason, services: b.services };
}

export const toRequest = (v: BlockedDateFormOut): BlockedDateRequest => v;

export const SERVER_FIELDS = ['from_date', 'to_date', 'reason', 'services'] as const;
