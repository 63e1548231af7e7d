import { keepPreviousData } from '@tanstack/react-query';
import type { AuditAction, AuditEntityType } from '@/lib/contract';
import { queryString, V1_BASE } from './api-client';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const auditSchemas = schemasOf(() => import('@/lib/contract/audit'));

/** The activity page's filters as GET audit takes them (all optional but the page). */
export interface AuditFilters {
  /** A user id of GET audit/actors. */
  actor?: string;
  entity_type?: AuditEntityType;
  action?: AuditAction;
  /** Inclusive local days of the location; both or neither (all time). */
  from?: string;
  to?: string;
}

/** One page of GET audit as the screen asks for it. */
export interface AuditListParams extends AuditFilters {
  /** 1-based. */
  page: number;
  per_page: number;
}

// The log is the business's; a range's days are the location's, and its from/to are in the key.
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (p: AuditListParams) => [...auditKeys.lists(), p] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
  entity: (type: AuditEntityType, id: string) => [...auditKeys.all, 'entity', type, id] as const,
};

const filterQuery = (f: AuditFilters) => ({
  actor: f.actor || undefined,
  entity_type: f.entity_type,
  action: f.action,
  from: f.from,
  to: f.to,
});

export const auditListQuery = (p: AuditListParams) =>
  apiQuery(
    auditKeys.list(p),
    {
      path: 'audit',
      schema: auditSchemas('auditListReply'),
      query: { ...filterQuery(p), page: p.page, per_page: p.per_page },
    },
    // A new page or filter keeps the rows on screen until the next ones arrive (no blank list).
    { placeholderData: keepPreviousData },
  );

/** GET audit/actors: the person filter's choices. */
export const auditActorsQuery = () =>
  apiQuery(auditKeys.actors(), { path: 'audit/actors', schema: auditSchemas('auditActorsReply') });

/** GET audit/{type}/{id}: one entity's entries, newest first (its drawer's History tab). */
export const entityHistoryQuery = (type: AuditEntityType, id: string) =>
  apiQuery(auditKeys.entity(type, id), {
    path: `audit/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
    schema: auditSchemas('auditEntityReply'),
  });

/**
 * The CSV of the list as filtered on screen (every page). A plain link, as the customers' export:
 * the BFF adds the session (and its location, whose days the range is) and passes text/csv through.
 */
export function auditExportHref(f: AuditFilters): string {
  const q = queryString(filterQuery(f));
  return `${V1_BASE}/audit/export${q ? `?${q}` : ''}`;
}
