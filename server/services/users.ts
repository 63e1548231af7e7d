import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerRequest } from '../../lib/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
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

/**
 * A new, unconfirmed account; signing up again before confirming replaces the pending details
 * (a typo, a new password). 422 on `email` when another sign-up took the address meanwhile.
 */
export async function saveSignUp(
  deps: Deps,
  pending: UserRow | undefined,
  input: z.output<typeof registerRequest>,
): Promise<UserRow> {
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    altPhoneNumber: input.alt_phone_number ?? null,
    cloverMerchantId: input.clover?.merchant_id ?? null,
    cloverEmployeeId: input.clover?.employee_id ?? null,
    cloverCode: input.clover?.code ?? null,
    updatedAt: deps.now(),
  };
  const [user] = pending
    ? await deps.db.update(users).set(values).where(eq(users.id, pending.id)).returning()
    : await deps.db.insert(users).values(values).onConflictDoNothing().returning();
  if (!user) throw fieldFail('email', 'emailTaken');
  return user;
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

export async function confirmEmail(deps: Deps, userId: string): Promise<void> {
  const at = deps.now();
  await deps.db.update(users).set({ emailConfirmedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/** `provesMailbox`: a mailed code came with it (reset), so a still-pending sign-up counts as confirmed too. */
export async function setPassword(deps: Deps, user: UserRow, password: string, provesMailbox = false): Promise<void> {
  const at = deps.now();
  const confirmed = provesMailbox ? { emailConfirmedAt: user.emailConfirmedAt ?? at } : {};
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), ...confirmed, updatedAt: at })
    .where(eq(users.id, user.id));
}
