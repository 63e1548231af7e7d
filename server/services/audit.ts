import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  AUDIT_ENTITY_HISTORY_MAX,
  AUDIT_EXPORT_COLUMNS,
  AUDIT_MONEY_FIELDS,
  type AuditEntry,
  type AuditListQuery,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { auditLog, locations } from '../db/schema';
import { wireChange } from './audit-fields';
import { csvField, dollars } from './order-export';
import { localDayRange } from './order-history';

/**
 * The audit log's reads (issue 21): the business's entries newest first, filtered as the activity
 * page asks, its people, its CSV and one entity's history. The rows are written by the database
 * (migration 0024's trigger), never here.
 */

type AuditRow = typeof auditLog.$inferSelect;

export function serializeAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actorUserId ? { user_id: row.actorUserId, name: row.actorName ?? '', role: row.actorRole ?? '' } : null,
    location_id: row.locationId,
    entity_type: row.entityType as AuditEntry['entity_type'],
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    action: row.action,
    changes: row.changes.map((c) => wireChange(row.entityType, c)),
  };
}

/** The list's filters; from/to are whole days of `timeZone` (the caller's location's). */
function listWhere(businessId: string, q: Omit<AuditListQuery, 'page' | 'per_page'>, timeZone: string): SQL {
  const conditions = [eq(auditLog.businessId, businessId)];
  if (q.actor) conditions.push(eq(auditLog.actorUserId, q.actor));
  if (q.entity_type) conditions.push(eq(auditLog.entityType, q.entity_type));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.from && q.to) {
    const { since, until } = localDayRange(timeZone, q.from, q.to);
    conditions.push(gte(auditLog.at, since), lt(auditLog.at, until));
  }
  return and(...conditions)!;
}

const newestFirst = [desc(auditLog.at), desc(auditLog.id)];

export async function auditPage(
  db: Db,
  businessId: string,
  q: AuditListQuery,
  timeZone: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = listWhere(businessId, q, timeZone);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  return { entries: rows.map(serializeAuditEntry), total: Number(counted?.n ?? 0) };
}

/** Everyone with an entry in the business's log, by name, under the name of their latest entry. */
export async function auditActors(db: Db, businessId: string): Promise<Array<{ user_id: string; name: string }>> {
  const rows = await db
    .selectDistinctOn([auditLog.actorUserId], { userId: auditLog.actorUserId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.businessId, businessId), isNotNull(auditLog.actorUserId)))
    .orderBy(auditLog.actorUserId, desc(auditLog.at));
  return rows
    .map((r) => ({ user_id: r.userId!, name: r.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
}

/** One entity's entries, newest first (the History tab of its drawer). */
export async function auditOfEntity(db: Db, businessId: string, entityType: string, entityId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.businessId, businessId), eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)),
    )
    .orderBy(...newestFirst)
    .limit(AUDIT_ENTITY_HISTORY_MAX);
  return rows.map(serializeAuditEntry);
}

/** A CSV export reads at most this many entries (a year of a busy business fits). */
export const AUDIT_EXPORT_MAX = 100_000;

const MONEY = new Set<string>(AUDIT_MONEY_FIELDS);

/** A value in a cell: money in dollars as the other exports, text as is, anything else as JSON. */
function cell(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && MONEY.has(field) && Number.isInteger(value)) return dollars(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const csvLine = (fields: string[]) => fields.map(csvField).join(',') + '\r\n';

/** The matching entries as CSV (AUDIT_EXPORT_COLUMNS), one line per changed field, newest first. */
export async function auditCsv(
  db: Db,
  businessId: string,
  q: Omit<AuditListQuery, 'page' | 'per_page'>,
  timeZone: string,
): Promise<string> {
  const rows = await db
    .select({ row: auditLog, locationName: locations.name })
    .from(auditLog)
    .leftJoin(locations, eq(locations.id, auditLog.locationId))
    .where(listWhere(businessId, q, timeZone))
    .orderBy(...newestFirst)
    .limit(AUDIT_EXPORT_MAX);
  const lines = rows.flatMap(({ row, locationName }) => {
    const e = serializeAuditEntry(row);
    const common = [
      e.at,
      e.actor?.name ?? '',
      e.actor?.role ?? '',
      locationName ?? '',
      e.entity_type,
      e.entity_label ?? '',
      e.entity_id,
      e.action,
    ];
    if (!e.changes.length) return [csvLine([...common, '', '', ''])];
    // A secret's values are never recorded: the line says only that it changed.
    return e.changes.map((c) =>
      csvLine([...common, c.field, c.secret ? '' : cell(c.field, c.before), c.secret ? '' : cell(c.field, c.after)]),
    );
  });
  // A byte-order mark so that spreadsheet programs read the accents as UTF-8.
  return '\uFEFF' + csvLine([...AUDIT_EXPORT_COLUMNS]) + lines.join('');
}
