import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { emailCodes } from '../db/schema';
import { newCode, safeEqualHex, sha256 } from '../lib/crypto';
import { fail } from '../lib/http';
import { codeMail } from '../mail/templates';
import type { AppEnv } from '../types';

export type CodePurpose = 'confirm' | 'reset';

// Bound to the user and purpose so a code for one account or flow is useless for another.
const hashCode = (userId: string, purpose: CodePurpose, code: string) => sha256(`${purpose}:${userId}:${code}`);

interface CodeUser {
  id: string;
  firstName: string;
}

export async function latestCode(c: Context<AppEnv>, userId: string, purpose: CodePurpose) {
  const [row] = await c
    .get('deps')
    .db.select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.sentAt))
    .limit(1);
  return row;
}

/** Milliseconds left before another code may go to this user (SPEC §9: 10 seconds); 0 if none. */
export async function resendWait(c: Context<AppEnv>, userId: string, purpose: CodePurpose): Promise<number> {
  const last = await latestCode(c, userId, purpose);
  if (!last) return 0;
  const { config, now } = c.get('deps');
  return Math.max(0, last.sentAt.getTime() + config.resendGapMs - now().getTime());
}

export async function assertCanResend(c: Context<AppEnv>, userId: string, purpose: CodePurpose): Promise<void> {
  const wait = await resendWait(c, userId, purpose);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    const err = fail(c, 429, 'resendTooSoon', { seconds });
    err.headers['Retry-After'] = String(seconds);
    throw err;
  }
}

/** Replaces any earlier code of this purpose and mails the new one to `to`. */
export async function sendCode(c: Context<AppEnv>, user: CodeUser, purpose: CodePurpose, to: string): Promise<void> {
  const { db, mailer, config, now } = c.get('deps');
  const code = newCode();
  const sentAt = now();
  await db.transaction(async (tx) => {
    await tx.delete(emailCodes).where(and(eq(emailCodes.userId, user.id), eq(emailCodes.purpose, purpose)));
    await tx.insert(emailCodes).values({
      userId: user.id,
      purpose,
      email: to,
      codeHash: hashCode(user.id, purpose, code),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + config.codeTtlMs),
    });
  });
  await mailer.send(codeMail(c.get('lang'), purpose, to, user.firstName, code));
}

/**
 * 'expired' wins over 'wrong': once the code is stale the useful advice is to ask for a new
 * one, whatever was typed. Codes are single-use: the caller deletes them on success.
 */
export async function checkCode(c: Context<AppEnv>, userId: string, purpose: CodePurpose, code: string): Promise<'ok' | 'wrong' | 'expired'> {
  const row = await latestCode(c, userId, purpose);
  if (!row) return 'wrong';
  if (row.expiresAt.getTime() <= c.get('deps').now().getTime()) return 'expired';
  return safeEqualHex(row.codeHash, hashCode(userId, purpose, code)) ? 'ok' : 'wrong';
}

export async function deleteCodes(c: Context<AppEnv>, userId: string, purpose: CodePurpose): Promise<void> {
  await c.get('deps').db.delete(emailCodes).where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
}
