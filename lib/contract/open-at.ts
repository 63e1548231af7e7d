import type { BlockedDate, Holiday, HoursWindow, StoreAvailability, StoreHours, StoreService } from './store';
import { minutesOf } from './time-of-day';
import { wallClock } from './time-zone';

/**
 * "Could a customer order this service for that moment?" — one rule, run by GET location/open-at
 * and by nothing else, so the preview and the API never disagree. Everything is read on the
 * location's wall clock (Intl, so DST days have 23 or 25 hours as they do on the store's clock).
 *
 * In order, the first that applies answers:
 * 1. a pause running at that moment (`paused`, detail: when it ends): a pause beats everything;
 * 2. a blocked date of that local day (`blockedDate`, detail: its reason): the preview answers
 *    "could a scheduled order be placed for that time", and blocked dates refuse exactly those;
 * 3. the hours: the service's own hours when it has some, else the business's (catering always
 *    follows the business's); a holiday covering the service replaces a day's hours — closed all
 *    day (`holiday`) or its special hours (`holidayHours`), detail: the holiday's name;
 *    outside them, `closedServiceHours` or `closedBusinessHours`.
 * A window belongs to the day it opens on: one opened the evening before and running past
 * midnight covers the early hours, even when the new day is a holiday.
 */

export interface StoreSchedule {
  /** IANA zone of the location. */
  timezone: string;
  hours: StoreHours;
  holidays: readonly Holiday[];
  blockedDates: readonly BlockedDate[];
  availability: StoreAvailability;
}

export const openReasons = [
  'open',
  'closedBusinessHours',
  'closedServiceHours',
  'holiday',
  'holidayHours',
  'blockedDate',
  'paused',
] as const;
export type OpenReason = (typeof openReasons)[number];

export interface ServiceOpening {
  open: boolean;
  reason: OpenReason;
  /** The holiday's name, the blocked date's reason, or the instant a pause ends (ISO 8601). */
  detail?: string;
}

export type OpenAt = Record<StoreService, ServiceOpening>;

/** The local calendar day, weekday (0 Sunday) and minute of an instant on the zone's clock. */
export interface LocalMoment {
  date: string;
  weekday: number;
  minutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function localMoment(at: Date, timezone: string): LocalMoment {
  const w = wallClock(at, timezone);
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  return { date, weekday: weekdayOf(date), minutes: w.hour * 60 + w.minute };
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const covers = (range: { from_date: string; to_date: string }, date: string) =>
  range.from_date <= date && date <= range.to_date;

interface Window {
  opens: number;
  closes: number;
}
/** One day's plan for one service: its windows, and what being outside them is called. */
interface DayPlan {
  windows: Window[];
  closed: Exclude<OpenReason, 'open' | 'blockedDate' | 'paused'>;
  holiday?: string;
}

const toWindows = (list: readonly { opens_at: string; closes_at: string }[]): Window[] =>
  list.map((w) => ({ opens: minutesOf(w.opens_at) ?? 0, closes: minutesOf(w.closes_at) ?? 0 }));

function weeklyHours(hours: StoreHours, service: StoreService): { list: HoursWindow[]; own: boolean } {
  const own = service === 'catering' ? [] : hours[service].hours;
  return own.length > 0 ? { list: own, own: true } : { list: hours.location_hours, own: false };
}

function planOf(schedule: StoreSchedule, service: StoreService, date: string): DayPlan {
  const holiday = schedule.holidays.find((h) => h.services.includes(service) && covers(h, date));
  if (holiday)
    return holiday.closed
      ? { windows: [], closed: 'holiday', holiday: holiday.name }
      : { windows: toWindows(holiday.hours), closed: 'holidayHours', holiday: holiday.name };
  const { list, own } = weeklyHours(schedule.hours, service);
  const weekday = weekdayOf(date);
  return {
    windows: toWindows(list.filter((w) => w.day === weekday)),
    closed: own ? 'closedServiceHours' : 'closedBusinessHours',
  };
}

function serviceAt(schedule: StoreSchedule, service: StoreService, at: Date, local: LocalMoment): ServiceOpening {
  const pause = schedule.availability[service];
  if (pause && at.getTime() < Date.parse(pause.paused_until))
    return { open: false, reason: 'paused', detail: pause.paused_until };

  const blocked = schedule.blockedDates.find((b) => b.services.includes(service) && covers(b, local.date));
  if (blocked) return { open: false, reason: 'blockedDate', detail: blocked.reason };

  const m = local.minutes;
  const today = planOf(schedule, service, local.date);
  const openedToday = today.windows.some((w) => w.opens <= m && (w.closes <= w.opens || m < w.closes));
  const yesterday = planOf(schedule, service, dayBefore(local.date));
  const fromYesterday = yesterday.windows.some((w) => w.closes <= w.opens && m < w.closes);
  if (openedToday || fromYesterday) {
    const holiday = openedToday ? today.holiday : yesterday.holiday;
    return holiday ? { open: true, reason: 'open', detail: holiday } : { open: true, reason: 'open' };
  }
  return today.holiday
    ? { open: false, reason: today.closed, detail: today.holiday }
    : { open: false, reason: today.closed };
}

/** Each service's answer for the instant `at`, on the location's clock. */
export function openAt(schedule: StoreSchedule, at: Date): OpenAt {
  const local = localMoment(at, schedule.timezone);
  return {
    pickup: serviceAt(schedule, 'pickup', at, local),
    delivery: serviceAt(schedule, 'delivery', at, local),
    catering: serviceAt(schedule, 'catering', at, local),
  };
}
