import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { PREMIUM_PLAN, type LocationCopyPart, type PublicLocationsReply } from '../../lib/contract';
import type { Db } from '../db/client';
import {
  businesses,
  locationLinkCodes,
  locationSettings,
  locations,
  openingHours,
  staff,
  staffLocations,
  states,
  taxes,
  users,
} from '../db/schema';
import type { ServerTextKey } from '../i18n';
import { sha256 } from '../lib/crypto';
import { fail } from '../lib/http';
import { newId } from '../lib/ids';
import type { Membership } from '../types';
import { copyMenu } from './menu-copy';

type LocationRow = typeof locations.$inferSelect;
type LocationValues = Partial<typeof locations.$inferInsert>;

/**
 * SPEC §6: manage locations, reservation setup and the floor plan are for the Premium plan; any
 * other plan is refused (403, the feature's own text naming the plan) before anything changes.
 */
export async function assertPremium(
  db: Db,
  businessId: string,
  refusal: ServerTextKey = 'locationsPremiumOnly',
): Promise<void> {
  const [b] = await db.select({ plan: businesses.planName }).from(businesses).where(eq(businesses.id, businessId));
  if (b?.plan !== PREMIUM_PLAN) throw fail(403, refusal);
}

/** The portal's public page listing the business's locations (a path from the portal's root). */
export async function multiLocationPath(db: Db, businessId: string): Promise<string> {
  const [b] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, businessId));
  return `/locations/${b!.slug}`;
}

export async function locationRow(db: Db, businessId: string, id: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
  return row;
}

/**
 * Copies the chosen parts of `source` into `target` (same business or, when linking, another
 * one): the three sets of hours, the online-order and catering settings, every tax, and the
 * menu (categories and items; the modifier groups and taxes they use map by name).
 */
export async function copyLocationParts(
  db: Db,
  source: { businessId: string; locationId: string },
  target: { businessId: string; locationId: string },
  parts: readonly LocationCopyPart[],
): Promise<void> {
  if (parts.includes('hours')) {
    const rows = await db.select().from(openingHours).where(eq(openingHours.locationId, source.locationId));
    if (rows.length)
      await db
        .insert(openingHours)
        .values(rows.map(({ id: _id, createdAt: _at, ...r }) => ({ ...r, ...target, id: newId() })));
  }
  if (parts.includes('settings')) {
    const rows = await db.select().from(locationSettings).where(eq(locationSettings.locationId, source.locationId));
    if (rows.length) await db.insert(locationSettings).values(rows.map((r) => ({ ...r, ...target })));
  }
  if (parts.includes('taxes')) {
    const rows = await db.select().from(taxes).where(eq(taxes.locationId, source.locationId));
    if (rows.length)
      await db
        .insert(taxes)
        .values(rows.map(({ id: _id, createdAt: _at, ...r }) => ({ ...r, ...target, id: newId() })));
  }
  // After the taxes: the copied items find the target's taxes by name instead of duplicating them.
  if (parts.includes('menu')) await copyMenu(db, source, target);
}

/**
 * POST manage-location: the new location (never primary) with the chosen parts of `copyFrom`, in
 * one transaction. A manager who adds it is assigned to it, so the location switcher shows it.
 */
export async function createManagedLocation(
  db: Db,
  m: Membership,
  values: LocationValues,
  copyFrom: { locationId: string; parts: readonly LocationCopyPart[] } | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ ...(values as typeof locations.$inferInsert), businessId: m.businessId, isPrimary: false })
      .returning({ id: locations.id });
    const target = { businessId: m.businessId, locationId: row!.id };
    if (m.staffId) await tx.insert(staffLocations).values({ staffId: m.staffId, locationId: target.locationId });
    if (copyFrom)
      await copyLocationParts(
        tx,
        { businessId: m.businessId, locationId: copyFrom.locationId },
        target,
        copyFrom.parts,
      );
    return target.locationId;
  });
}

/** Why a location may not be deleted (SPEC: the only or the primary one), or null. */
export async function deleteRefusal(
  db: Db,
  row: LocationRow,
): Promise<'locationDeletePrimary' | 'locationDeleteOnly' | null> {
  const all = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, row.businessId));
  if (all.length <= 1) return 'locationDeleteOnly';
  if (row.isPrimary) return 'locationDeletePrimary';
  return null;
}

export async function deleteLocation(db: Db, businessId: string, id: string): Promise<void> {
  await db.delete(locations).where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
}

/** The business another owner signs in with (`email` is its owner's), with its owner; not the caller's own. */
export async function findBusinessByOwnerEmail(db: Db, email: string) {
  const [found] = await db
    .select({ id: businesses.id, name: businesses.name, ownerId: users.id, ownerName: users.firstName })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.primaryUserId))
    .where(eq(users.email, email))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  return found;
}

const linkHash = (businessId: string, code: string) => `link:${businessId}:${code}`;

/** A pending link: `code` mailed to the other business's owner; an earlier one for the same pair is replaced. */
export async function saveLinkCode(
  db: Db,
  businessId: string,
  linkedBusinessId: string,
  code: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(locationLinkCodes)
      .where(
        and(eq(locationLinkCodes.businessId, businessId), eq(locationLinkCodes.linkedBusinessId, linkedBusinessId)),
      );
    await tx.insert(locationLinkCodes).values({
      code: sha256(linkHash(businessId, code)),
      businessId,
      linkedBusinessId,
      expiresAt,
    });
  });
}

/** The other business a live code of this business names, the code consumed; undefined for a wrong or expired code. */
export async function takeLinkCode(db: Db, businessId: string, code: string, now: Date) {
  const [row] = await db
    .delete(locationLinkCodes)
    .where(
      and(
        eq(locationLinkCodes.code, sha256(linkHash(businessId, code))),
        eq(locationLinkCodes.businessId, businessId),
        gt(locationLinkCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Completes a link: the other business's primary location becomes a location of this one (its
 * profile, hours, settings, taxes and menu copied), and that business's owner joins as a manager
 * of it. The other business itself is left as it was (its orders and billing stay its own).
 */
export async function linkBusinessLocation(db: Db, businessId: string, linkedBusinessId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(locations)
      .where(eq(locations.businessId, linkedBusinessId))
      .orderBy(desc(locations.isPrimary), asc(locations.createdAt))
      .limit(1);
    const [linked] = await tx.select().from(businesses).where(eq(businesses.id, linkedBusinessId));
    if (!source || !linked) throw fail(404, 'locationLinkCodeWrong');
    const {
      id: _id,
      createdAt: _at,
      businessId: _b,
      isPrimary: _p,
      menuVersion: _mv,
      ordersVersion: _ov,
      ...profile
    } = source;
    const [row] = await tx
      .insert(locations)
      .values({ ...profile, businessId, isPrimary: false })
      .returning({ id: locations.id });
    const target = { businessId, locationId: row!.id };
    await copyLocationParts(tx, { businessId: linkedBusinessId, locationId: source.id }, target, [
      'hours',
      'settings',
      'taxes',
      'menu',
    ]);
    const [owner] = await tx
      .select({ id: businesses.primaryUserId })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (owner!.id !== linked.primaryUserId) {
      const [member] = await tx
        .insert(staff)
        .values({ businessId, userId: linked.primaryUserId, role: 'manager' })
        .onConflictDoUpdate({ target: [staff.businessId, staff.userId], set: { role: staff.role } })
        .returning({ id: staff.id });
      await tx
        .insert(staffLocations)
        .values({ staffId: member!.id, locationId: target.locationId })
        .onConflictDoNothing();
    }
    return target.locationId;
  });
}

/** The public multi-location page: the business by its slug and every location, primary first. */
export async function publicLocations(db: Db, slug: string): Promise<PublicLocationsReply | undefined> {
  const [b] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.slug, slug));
  if (!b) return undefined;
  const rows = await db
    .select({ l: locations, state: states.name })
    .from(locations)
    .leftJoin(states, eq(states.id, locations.stateId))
    .where(eq(locations.businessId, b.id))
    .orderBy(asc(locations.createdAt));
  rows.sort((x, y) => Number(y.l.isPrimary) - Number(x.l.isPrimary));
  return {
    business: { name: b.name },
    locations: rows.map(({ l, state }) => ({
      _id: l.id,
      name: l.name,
      street: l.street,
      city: l.city,
      state: state ?? '',
      zip_postal_code: l.zipPostalCode,
      phone_number: l.phoneNumber,
    })),
  };
}
