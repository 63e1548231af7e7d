import type { z } from 'zod';
import type { Holiday, StoreService } from '@/lib/contract/store';
import { newHolidayRequest, type NewHolidayRequest } from '@/lib/contract/store-holidays';

/** The form checks what the API checks (lib/contract/store-holidays.ts), field by field. */
export const holidayForm = newHolidayRequest;
export type HolidayFormIn = z.input<typeof holidayForm>;
export type HolidayFormOut = z.output<typeof holidayForm>;

const everyService: StoreService[] = ['pickup', 'delivery', 'catering'];

/** A new holiday starts closed all day for every service, on `today` (the location's day). */
export function toFormValues(h: Holiday | undefined, today: string): HolidayFormIn {
  if (!h)
    return {
      name: '',
      from_date: today,
      to_date: today,
      closed: true,
      hours: [],
      services: everyService,
      all_locations: false,
    };
  return {
    name: h.name,
    from_date: h.from_date,
    to_date: h.to_date,
    closed: h.closed,
    hours: h.hours,
    services: h.services,
    all_locations: false,
  };
}

export const toRequest = (v: HolidayFormOut): NewHolidayRequest => v;

/** The fields a server error may land on, the hours' own included. */
export const serverFields = (v: { hours?: unknown[] }) => [
  'name',
  'from_date',
  'to_date',
  'closed',
  'services',
  'hours',
  ...(v.hours ?? []).flatMap((_, i) => [`hours.${i}.opens_at`, `hours.${i}.closes_at`]),
];
