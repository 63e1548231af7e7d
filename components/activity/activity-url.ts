import type { DateRangeValue } from '@/components/ui/DateRangeFilter';
import {
  LIST_PAGE_SIZES,
  readPageParams,
  readParam,
  readRangeParam,
  writePageParams,
  writeRangeParam,
  type ListSearch,
} from '@/components/ui/list-url';
import type { AuditListParams } from '@/lib/api/audit';
import { auditActions, auditEntityTypes, type AuditAction, type AuditEntityType } from '@/lib/contract/plain/audit';

/**
 * The activity page lives in its URL: person, entity type, action, period, page and page size,
 * so reload, back and a shared link show the same list. The period is kept as the order history
 * keeps its range (`?range=last_week`, or `?range=custom&from=…&to=…`); no `range`: all time, the
 * default (the log is newest first, so the latest changes are on top). No 'use client': the
 * server page reads the same URL to prefetch exactly the page the screen then asks for.
 */

export const PAGE_SIZES = LIST_PAGE_SIZES;
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

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The state a URL asks for; anything unreadable falls back to its default rather than failing. */
export function readActivityState(sp: ListSearch, now: Date, timeZone: string): ActivityState {
  return {
    actor: (readParam(sp, 'person') ?? '').slice(0, ACTOR_MAX),
    entityType: oneOf(auditEntityTypes, readParam(sp, 'type')),
    action: oneOf(auditActions, readParam(sp, 'action')),
    range: readRangeParam(sp, now, timeZone),
    ...readPageParams(sp),
  };
}

/** The URL query of a state; defaults are left out so the plain link stays plain. */
export function activitySearch(s: ActivityState): string {
  const qs = new URLSearchParams();
  if (s.actor) qs.set('person', s.actor);
  if (s.entityType) qs.set('type', s.entityType);
  if (s.action) qs.set('action', s.action);
  writeRangeParam(qs, s.range);
  writePageParams(qs, s);
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
