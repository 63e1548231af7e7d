import { z } from 'zod';
import { pageQueryFields } from './paging';
import { checkDayRange } from './day-range';
import { isoDay } from './orders';
import { HISTORY_MAX_DAYS } from './plain/orders';
import {
  AUDIT_ENTITY_HISTORY_MAX,
  AUDIT_MAX_PER_PAGE,
  AUDIT_MONEY_FIELDS,
  AUDIT_PERCENT_FIELDS,
  auditActions,
  auditEntityTypes,
} from './plain/audit';
import { V } from './rules';

/**
 * The audit log (issue 21): who changed what, when and where. The reference API writes one entry
 * per changed row in the same transaction as the change (server/services/audit*.ts); entries are
 * kept AUDIT_RETENTION_DAYS (default 365) and then pruned.
 */

// The constants live in plain/audit.ts (no zod) for the screens' first load; the contract is both.
export {
  AUDIT_ENTITY_HISTORY_MAX,
  AUDIT_MAX_PER_PAGE,
  AUDIT_MONEY_FIELDS,
  AUDIT_PERCENT_FIELDS,
  auditActions,
  auditEntityTypes,
};
export type { AuditAction, AuditEntityType } from './plain/audit';

/**
 * One changed field. `secret`: a password, PIN, code, token or card datum changed; its values are
 * never recorded (before and after are null).
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  secret: z.boolean().optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** When, ISO 8601 (UTC). */
  at: z.string(),
  /** Who: null when the system made the change (a scheduled job, the seed). */
  actor: z.object({ user_id: z.string(), name: z.string(), role: z.string() }).nullable(),
  location_id: z.string().nullable(),
  entity_type: z.enum(auditEntityTypes),
  entity_id: z.string(),
  /** The entity's name when it has one ("Poutine"), as it was after the change (before, for a delete). */
  entity_label: z.string().nullable(),
  action: z.enum(auditActions),
  /** Every changed field of an update; every field set, for a create; none for a delete. */
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET audit?actor=&entity_type=&action=&from=&to=&page=&per_page= (newest first). from/to:
 * inclusive YYYY-MM-DD days of the caller's location, both or neither (as the order history's).
 * 422 with field errors as GET customer/list.
 */
export const auditListQuery = z
  .object({
    ...pageQueryFields(AUDIT_MAX_PER_PAGE, V.choice),
    actor: z.string().max(64, V.choice).optional(),
    entity_type: z.enum(auditEntityTypes, { error: V.choice }).optional(),
    action: z.enum(auditActions, { error: V.choice }).optional(),
    from: isoDay().optional(),
    to: isoDay().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined || q.to !== undefined) checkDayRange(q, ctx, HISTORY_MAX_DAYS);
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditListReply = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** GET audit/actors: everyone who has an entry in the business's log (the person filter's choices). */
export const auditActorsReply = z.object({
  actors: z.array(z.object({ user_id: z.string(), name: z.string() })),
});

/** GET audit/{entity_type}/{entity_id}: that entity's entries, newest first (AUDIT_ENTITY_HISTORY_MAX). */
export const auditEntityReply = z.object({ entries: z.array(auditEntrySchema) });

/** GET audit/export?…the list's filters: text/csv of every matching entry, one line per changed field. */
export const AUDIT_EXPORT_COLUMNS = [
  'When',
  'Who',
  'Role',
  'Location',
  'Entity type',
  'Entity',
  'Entity id',
  'Action',
  'Field',
  'Before',
  'After',
] as const;
