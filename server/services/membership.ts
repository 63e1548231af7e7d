import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, staff } from '../db/schema';
import { fail } from '../lib/http';
import type { Permissions, Role } from '../../lib/contract';
import type { Membership } from '../types';
import { effectivePermissions } from './permissions';

export const ownerMembership = (businessId: string): Membership => ({
  businessId,
  role: 'owner',
  staffId: null,
  permissions: effectivePermissions('owner'),
});

/**
 * Every business the user works for: the ones they own first, then staff memberships, oldest first.
 * One query (every signed-in call asks it): owned businesses and staff rows side by side.
 */
export async function findMemberships(db: Db, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      businessId: businesses.id,
      staffId: sql<string | null>`null`.as('staff_id'),
      role: sql<Role>`'owner'`.as('role'),
      permissions: sql<Partial<Permissions> | null>`null::jsonb`.as('permissions'),
      owned: sql<number>`0`.as('owned'),
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .where(eq(businesses.primaryUserId, userId))
    .unionAll(
      db
        .select({
          businessId: staff.businessId,
          staffId: staff.id,
          role: staff.role,
          permissions: staff.permissions,
          owned: sql<number>`1`.as('owned'),
          createdAt: staff.createdAt,
        })
        .from(staff)
        .where(eq(staff.userId, userId)),
    )
    .orderBy(sql`owned`, sql`created_at`);
  const ownedIds = new Set(rows.filter((r) => r.staffId === null).map((r) => r.businessId));
  return rows
    .filter((r) => r.staffId === null || !ownedIds.has(r.businessId))
    .map((r): Membership =>
      r.staffId === null
        ? ownerMembership(r.businessId)
        : {
            businessId: r.businessId,
            role: r.role,
            staffId: r.staffId,
            permissions: effectivePermissions(r.role, r.permissions),
          },
    );
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
