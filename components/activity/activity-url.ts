import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import type { AuditListParams } from '@/lib/api/audit';
import { auditActions, auditEntityTypes, type AuditAction, type AuditEntityType } from '@/lib/contract/plain/audit';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { daysBetween, isDay, isRangePreset, presetRange } from '@/lib/dates';

/**
 * The activity page lives in its URL: person, entity type, action, period, page and page size,
 * so reload, back and a shared link show the same list. The period is kept as the order history
 * keeps its range (`?range=last_week`, or `?range=custom&from=…&to=…`); no `range`: all time, the
 * default (the log is newest first, so the latest changes are on top). No 'use client': the
 * server page reads the same URL to prefetch exactly the page the screen then asks for.
 */

export const PAGE_SIZES = [25, 50, 100] as const;
/** What the contract allows an actor id to be (auditListQuery). */
const ACTOR_MAX = 64;

export interface ActivityState {
  /** A user id of GET audit/actors; '' for everyone. */
  actor: string;
  entityType: AuditEntityType | undefined;
  action: AuditAction | undefined;
  /** Local days of the location; null: all time. */
  range: DateRangeValue | null;
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
}

type Search = URLSearchParams | Record<string, string | string[] | undefined>;

function read(sp: Search, key: string): string | undefined {
  if (sp instanceof URLSearchParams) return sp.get(key) ?? undefined;
  const v = sp[key];
  return Array.isArray(v) ? v[0] : v;
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function readRange(sp: Search, now: Date, timeZone: string): DateRangeValue | null {
  const preset = read(sp, 'range');
  if (!isRangePreset(preset)) return null;
  const range = presetRange(preset, now, timeZone, { from: read(sp, 'from'), to: read(sp, 'to') });
  if (!range || daysBetween(range.from, range.to) >= HISTORY_MAX_DAYS) return null;
  return { preset, ...range };
}

/** The state a URL asks for; anything unreadable falls back to its default rather than failing. */
export function readActivityState(sp: Search, now: Date, timeZone: string): ActivityState {
  const page = Number(read(sp, 'page'));
  const perPage = Number(read(sp, 'size'));
  return {
    actor: (read(sp, 'person') ?? '').slice(0, ACTOR_MAX),
    entityType: oneOf(auditEntityTypes, read(sp, 'type')),
    action: oneOf(auditActions, read(sp, 'action')),
    range: readRange(sp, now, timeZone),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[0],
  };
}

/** The URL query of a state; defaults are left out so the plain link stays plain. */
export function activitySearch(s: ActivityState): string {
  const qs = new URLSearchParams();
  if (s.actor) qs.set('person', s.actor);
  if (s.entityType) qs.set('type', s.entityType);
  if (s.action) qs.set('action', s.action);
  if (s.range) qs.set('range', s.range.preset);
  if (s.range?.preset === 'custom' && isDay(s.range.from) && isDay(s.range.to)) {
    qs.set('from', s.range.from);
    qs.set('to', s.range.to);
  }
  if (s.page > 1) qs.set('page', String(s.page));
  if (s.perPage !== PAGE_SIZES[0]) qs.set('size', String(s.perPage));
  const text = qs.toString();
  return text ? `?${text}` : '';
}

/** The API call of a state. */
export function activityParams(s: ActivityState): AuditListParams {
  return {
    page: s.page,
    per_page: s.perPage,
    actor: s.actor || undefined,
    entity_type: s.entityType,
    action: s.action,
    ...(s.range && { from: s.range.from, to: s.range.to }),
  };
}

/** Whether any filter narrows the list (the empty state then says to widen them). */
export const isFiltered = (s: ActivityState) => !!(s.actor || s.entityType || s.action || s.range);
