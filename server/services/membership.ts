import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, staff } from '../db/schema';
import { fail } from '../lib/http';
import type { Membership } from '../types';
import { effectivePermissions } from './permissions';

export const ownerMembership = (businessId: string): Membership => ({
  businessId,
  role: 'owner',
  staffId: null,
  permissions: effectivePermissions('owner'),
});

/** Every business the user works for: the ones they own first, then staff memberships, oldest first. */
export async function findMemberships(db: Db, userId: string): Promise<Membership[]> {
  const owned = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.primaryUserId, userId))
    .orderBy(asc(businesses.createdAt));
  const staffed = await db
    .select({ id: staff.id, businessId: staff.businessId, role: staff.role, permissions: staff.permissions })
    .from(staff)
    .where(eq(staff.userId, userId))
    .orderBy(asc(staff.createdAt));
  const ownedIds = new Set(owned.map((b) => b.id));
  return [
    ...owned.map((b): Membership => ownerMembership(b.id)),
    ...staffed
      .filter((s) => !ownedIds.has(s.businessId))
      .map((s): Membership => ({
        businessId: s.businessId,
        role: s.role,
        staffId: s.id,
        permissions: effectivePermissions(s.role, s.permissions),
      })),
  ];
}

/**
 * The business a call acts on: `requested` (the `business` query parameter) must be one the caller
 * belongs to; anything else is 404 so that other businesses' ids are never confirmed to exist.
 * Without one, the user's first business (null when they have none).
 */
export async function resolveMembership(
  db: Db,
  userId: string,
  requested: string | undefined,
): Promise<Membership | null> {
  const all = await findMemberships(db, userId);
  if (requested) {
    const match = all.find((m) => m.businessId === requested);
    if (!match) throw fail(404, 'notFound');
    return match;
  }
  return all[0] ?? null;
}
