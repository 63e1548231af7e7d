import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  permissionKeys,
  type Permissions,
  type StaffMember,
  type staffCreateRequest,
  type staffUpdateRequest,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, staff, staffLocations, users } from '../db/schema';
import type { Lang } from '../i18n';
import { isUniqueViolation } from '../lib/db-errors';
import { fail, fieldFail, foundOr404 } from '../lib/http';
import { inviteMail } from '../mail/templates';
import type { BusinessScope, Deps } from '../types';
import { sendCode } from './codes';
import { loadVisibleLocations } from './locations';
import { effectivePermissions } from './permissions';
import { findUserByEmail } from './users';

type CreateInput = z.output<typeof staffCreateRequest>;
type UpdateInput = z.output<typeof staffUpdateRequest>;
type StaffRow = typeof staff.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** An invitation code lasts 3 days: a member may not read the mail at once (docs/decisions.md). */
export const INVITE_TTL_MS = 3 * 24 * 3_600_000;

/** Stored instead of a password hash for an invited user: no password matches it. */
const NO_PASSWORD = '!invited';

interface StaffWithUser {
  s: StaffRow;
  u: Pick<UserRow, 'id' | 'email' | 'emailConfirmedAt'>;
}

async function locationIdsOf(db: Db, staffIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!staffIds.length) return out;
  const rows = await db
    .select()
    .from(staffLocations)
    .where(inArray(staffLocations.staffId, staffIds))
    .orderBy(asc(staffLocations.locationId));
  for (const r of rows) out.set(r.staffId, [...(out.get(r.staffId) ?? []), r.locationId]);
  return out;
}

function serialize({ s, u }: StaffWithUser, locationIds: string[]): StaffMember {
  return {
    _id: s.id,
    first_name: s.firstName,
    last_name: s.lastName,
    name: `${s.firstName} ${s.lastName}`.trim(),
    phone: s.phone,
    role: s.role,
    user: { _id: u.id, email: u.email },
    locations: locationIds.map((location_id) => ({ location_id })),
    permissions: effectivePermissions(s.role, s.permissions),
    passcodes: s.passcodes,
    has_login_pin: s.loginPin !== null,
    invitation_pending: u.emailConfirmedAt === null,
  };
}

const withUser = (db: Db) =>
  db
    .select({ s: staff, u: { id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt } })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId));

/** Staff of the business, by name; owners see all, other members the ones sharing a location with them. */
export async function listStaff(db: Db, scope: BusinessScope): Promise<StaffMember[]> {
  const rows = await withUser(db)
    .where(eq(staff.businessId, scope.businessId))
    .orderBy(asc(sql`lower(${staff.firstName})`), asc(sql`lower(${staff.lastName})`), asc(staff.id));
  const locations = await locationIdsOf(
    db,
    rows.map((r) => r.s.id),
  );
  const all = rows.map((r) => serialize(r, locations.get(r.s.id) ?? []));
  if (scope.role === 'owner') return all;
  const visible = new Set((await loadVisibleLocations(db, scope)).map((l) => l._id));
  return all.filter((m) => m._id === scope.staffId || m.locations.some((l) => visible.has(l.location_id)));
}

export async function loadStaffMember(db: Db, businessId: string, id: string): Promise<StaffMember> {
  const row = await foundOr404(
    withUser(db)
      .where(and(eq(staff.businessId, businessId), eq(staff.id, id)))
      .then((r) => r[0]),
    'staffNotFound',
  );
  return serialize(row, (await locationIdsOf(db, [row.s.id])).get(row.s.id) ?? []);
}

/**
 * The id of a staff row of the business, or: 403 when it is the owner's user id (the owner is
 * not staff and is edited in their own account), 404 for anything else.
 */
export async function staffIdOr404(db: Db, scope: BusinessScope, id: string): Promise<string> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.businessId, scope.businessId), eq(staff.id, id)));
  if (row) return row.id;
  const [owned] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, scope.businessId), eq(businesses.primaryUserId, id)));
  if (owned) throw fail(403, 'staffOwnerLocked');
  throw fail(404, 'staffNotFound');
}

/** What a non-owner may hand out: only flags they hold, only locations they see. */
async function assertWithinCaller(db: Db, scope: BusinessScope, permissions: Permissions, locationIds: string[]) {
  const visible = new Set((await loadVisibleLocations(db, scope)).map((l) => l._id));
  if (locationIds.some((id) => !visible.has(id))) throw fieldFail('locations', 'staffLocationUnknown');
  if (scope.role === 'owner') return;
  if (permissionKeys.some((k) => permissions[k] && !scope.permissions[k])) throw fail(403, 'staffFlagNotHeld');
}

/** A non-owner may change or remove only a member whose flags and locations are all theirs too. */
function assertNotAbove(scope: BusinessScope, target: StaffMember, visible: Set<string>) {
  if (scope.role === 'owner') return;
  const higherFlag = permissionKeys.some((k) => target.permissions[k] && !scope.permissions[k]);
  const otherLocation = target.locations.some((l) => !visible.has(l.location_id));
  if (higherFlag || otherLocation) throw fail(403, 'staffAboveYou');
}

async function pinTaken(db: Db, businessId: string, pin: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(eq(staff.businessId, businessId), eq(staff.loginPin, pin), exceptId ? ne(staff.id, exceptId) : undefined),
    )
    .limit(1);
  return !!row;
}

/** A PIN taken between the check and the write (two forms saved at once) is the same field error. */
async function pinSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldFail('login_pin', 'staffPinTaken');
    throw err;
  }
}

/** The stored flags: exactly the form's toggles (the role's defaults only fill flags added later). */
const storedFlags = (permissions: Permissions): Partial<Permissions> => ({ ...permissions });

/**
 * Adds a member. A new e-mail becomes an invited user (no password) who gets a code that sets
 * one through POST user/password/reset; an existing user is added as is, and mailed the same
 * invitation only if they never confirmed their address (they could not sign in otherwise).
 */
export async function createStaff(
  deps: Deps,
  lang: Lang,
  scope: BusinessScope,
  input: CreateInput,
): Promise<{ member: StaffMember; invited: boolean }> {
  const { db } = deps;
  await assertWithinCaller(db, scope, input.permissions, input.locations);
  const [business] = await db
    .select({ name: businesses.name, ownerId: businesses.primaryUserId })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  let user = await findUserByEmail(db, input.email);
  if (user && user.id === business!.ownerId) throw fieldFail('email', 'staffIsOwner');
  if (user) {
    const [already] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.businessId, scope.businessId), eq(staff.userId, user.id)));
    if (already) throw fieldFail('email', 'staffEmailTaken');
  }
  if (input.login_pin && (await pinTaken(db, scope.businessId, input.login_pin)))
    throw fieldFail('login_pin', 'staffPinTaken');

  const staffId = await pinSafe(() =>
    db.transaction(async (tx) => {
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            passwordHash: NO_PASSWORD,
            altPhoneNumber: input.phone ?? null,
          })
          .returning();
      }
      const [row] = await tx
        .insert(staff)
        .values({
          businessId: scope.businessId,
          userId: user!.id,
          role: input.role,
          permissions: storedFlags(input.permissions),
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone ?? null,
          loginPin: input.login_pin ?? null,
          passcodes: input.passcodes,
        })
        .returning({ id: staff.id });
      await tx.insert(staffLocations).values(input.locations.map((locationId) => ({ staffId: row!.id, locationId })));
      return row!.id;
    }),
  );
  const invited = !user!.emailConfirmedAt;
  if (invited) {
    const to = user!.email;
    await sendCode(deps, lang, { id: user!.id, firstName: input.first_name }, 'reset', to, {
      ttlMs: INVITE_TTL_MS,
      mail: (code) => inviteMail(lang, to, input.first_name, business!.name, code),
    });
  }
  return { member: await loadStaffMember(db, scope.businessId, staffId), invited };
}

export async function updateStaff(db: Db, scope: BusinessScope, id: string, input: UpdateInput): Promise<StaffMember> {
  const target = await loadStaffMember(db, scope.businessId, id);
  const visible = new Set((await loadVisibleLocations(db, scope)).map((l) => l._id));
  assertNotAbove(scope, target, visible);
  await assertWithinCaller(db, scope, input.permissions, input.locations);
  if (input.login_pin && (await pinTaken(db, scope.businessId, input.login_pin, id)))
    throw fieldFail('login_pin', 'staffPinTaken');
  await pinSafe(() =>
    db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({
          role: input.role,
          permissions: storedFlags(input.permissions),
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone ?? null,
          passcodes: input.passcodes,
          ...(input.login_pin ? { loginPin: input.login_pin } : {}),
        })
        .where(and(eq(staff.businessId, scope.businessId), eq(staff.id, id)));
      await tx.delete(staffLocations).where(eq(staffLocations.staffId, id));
      await tx.insert(staffLocations).values(input.locations.map((locationId) => ({ staffId: id, locationId })));
    }),
  );
  return loadStaffMember(db, scope.businessId, id);
}

/** Removes the member from the business (their user account stays: it may work elsewhere). */
export async function deleteStaff(db: Db, scope: BusinessScope, id: string): Promise<void> {
  const target = await loadStaffMember(db, scope.businessId, id);
  if (id === scope.staffId) throw fail(409, 'staffSelf');
  const visible = new Set((await loadVisibleLocations(db, scope)).map((l) => l._id));
  assertNotAbove(scope, target, visible);
  await db.delete(staff).where(and(eq(staff.businessId, scope.businessId), eq(staff.id, id)));
}
