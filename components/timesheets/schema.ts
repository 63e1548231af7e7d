import { z } from 'zod';
import { checkShift, shiftFields, shiftTime, type Timesheet, type TimesheetRequest } from '@/lib/contract';

/**
 * The shift form: the contract's fields and rules (end after start, at most 24 hours) with "to"
 * as typed text, empty while the member is still clocked in.
 */
export const shiftForm = z
  .object({
    ...shiftFields,
    to: z.union([z.literal(''), shiftTime()]).transform((v) => (v === '' ? null : v)),
    ends_next_day: z.boolean(),
  })
  .superRefine(checkShift);

export type ShiftFormIn = z.input<typeof shiftForm>;
export type ShiftFormOut = z.output<typeof shiftForm>;

export function toFormValues(shift: Timesheet | undefined, date: string, staffId: string): ShiftFormIn {
  if (!shift) return { staff_id: staffId, date, from: '', to: '', ends_next_day: false };
  return {
    staff_id: shift.staff_id,
    date: shift.date,
    from: shift.from,
    to: shift.to ?? '',
    ends_next_day: shift.ends_next_day,
  };
}

export const toRequest = (v: ShiftFormOut): TimesheetRequest => v;

export const SERVER_FIELDS = ['staff_id', 'date', 'from', 'to', 'ends_next_day'] as const;
