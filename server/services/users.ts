import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { type PendingSignUp, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { isUniqueViolation } from '../lib/db-errors';
import { fieldFail } from '../lib/http';
import type { Deps } from '../types';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

function signUpDetails(input: z.output<typeof registerRequest>, passwordHash: string): PendingSignUp {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    passwordHash,
    altPhoneNumber: input.alt_phone_number ?? null,
    cloverMerchantId: input.clover?.merchant_id ?? null,
    cloverEmployeeId: input.clover?.employee_id ?? null,
    cloverCode: input.clover?.code ?? null,
  };
}

/**
 * A new, unconfirmed account, whose details the first code confirms. 422 on `email` when another
 * sign-up took the address meanwhile.
 */
export async function createSignUp(deps: Deps, input: z.output<typeof registerRequest>): Promise<UserRow> {
  const values = { ...signUpDetails(input, await hashPassword(input.password)), email: input.email };
  const [user] = await deps.db.insert(users).values(values).onConflictDoNothing().returning();
  if (!user) throw fieldFail('email', 'emailTaken');
  return user;
}

/**
 * Signing up again before confirming (a typo, a new password) proves nothing about the mailbox,
 * so the new details are kept aside: they replace the account's only when a code mailed after
 * them is confirmed (`confirmEmail`), and the caller kills the earlier codes by sending one.
 * `samePassword`: the password is the one the live code would confirm (a double submit), so
 * the code already mailed may stay.
 */
export async function saveRepeatSignUp(
  deps: Deps,
  pending: UserRow,
  input: z.output<typeof registerRequest>,
): Promise<{ samePassword: boolean }> {
  const current = pending.pendingSignUp?.passwordHash ?? pending.passwordHash;
  const samePassword = await verifyPassword(input.password, current);
  const passwordHash = samePassword ? current : await hashPassword(input.password);
  await deps.db
    .update(users)
    .set({ pendingSignUp: signUpDetails(input, passwordHash), updatedAt: deps.now() })
    .where(eq(users.id, pending.id));
  return { samePassword };
}

/** A pending sign-up's new address; 422 on `new_email` when it belongs to someone else. */
export async function changeSignUpEmail(deps: Deps, userId: string, email: string): Promise<void> {
  try {
    await deps.db.update(users).set({ email, updatedAt: deps.now() }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldFail('new_email', 'emailTaken');
    throw err;
  }
}

/** The mailbox is proven: the latest sign-up's details (if a second one came) become the account's. */
export async function confirmEmail(deps: Deps, user: UserRow): Promise<void> {
  const at = deps.now();
  await deps.db
    .update(users)
    .set({ ...user.pendingSignUp, pendingSignUp: null, emailConfirmedAt: at, updatedAt: at })
    .where(eq(users.id, user.id));
}

/** `provesMailbox`: a mailed code came with it (reset), so a still-pending sign-up counts as confirmed too. */
export async function setPassword(deps: Deps, user: UserRow, password: string, provesMailbox = false): Promise<void> {
  const at = deps.now();
  const confirmed = provesMailbox ? { emailConfirmedAt: user.emailConfirmedAt ?? at } : {};
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), pendingSignUp: null, ...confirmed, updatedAt: at })
    .where(eq(users.id, user.id));
}
