import { allPermissions, type AuditEntry, type Permissions } from '@/lib/contract';
import { canadianOwner } from '../customers/fixtures';

/** An entry as GET audit sends it: Marie (a manager) changed the price of Poutine, by default. */
export function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'a1',
    at: '2024-05-14T16:05:00.000Z',
    actor: { user_id: 'u7', name: 'Marie', role: 'manager' },
    location_id: 'l1',
    entity_type: 'item',
    entity_id: 'i1',
    entity_label: 'Poutine',
    action: 'update',
    changes: [{ field: 'price', before: 1195, after: 1295 }],
    ...overrides,
  };
}

/** The owner's flags with the activity log's, whether or not the contract's list names it yet. */
export const withActivityLog = (on: boolean) => ({ ...allPermissions(true), activity_log: on }) as Permissions;

/** GET user of a Canadian-dollar owner (Toronto's zone) who holds, or lacks, the activity log's flag. */
export function owner(activityLog = true) {
  const reply = canadianOwner();
  reply.user.permissions = withActivityLog(activityLog);
  return { status: 200, body: reply };
}
