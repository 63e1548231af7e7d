import { allPermissions, type Permissions, type Role } from '../../lib/contract';

/**
 * Permission flags a staff member gets when none are stored for them (and what a new staff
 * member starts with). The owner always holds every flag, whatever is stored.
 *
 * - manager: everything except `users` (managing staff and their flags) and `location`
 *   (adding or editing locations), which stay with the owner unless granted, and `activity_log`
 *   (the audit log: who changed what), off for every role;
 * - employee: `orders` only (the order board and history); no menu, settings or reports.
 */
export function defaultPermissions(role: Role): Permissions {
  if (role === 'owner') return allPermissions(true);
  if (role === 'manager') return { ...allPermissions(true), users: false, location: false, activity_log: false };
  return { ...allPermissions(false), orders: true };
}

/**
 * Effective flags: owners hold every one; staff have their stored flags over the defaults of
 * their role, so a flag added to the contract later starts at its role default.
 */
export function effectivePermissions(role: Role, stored?: Partial<Permissions> | null): Permissions {
  if (role === 'owner') return allPermissions(true);
  const base = defaultPermissions(role);
  if (!stored) return base;
  const out = { ...base };
  for (const key of Object.keys(base) as (keyof Permissions)[]) {
    if (typeof stored[key] === 'boolean') out[key] = stored[key];
  }
  return out;
}
