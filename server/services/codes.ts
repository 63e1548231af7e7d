import { and, desc, eq } from 'drizzle-orm';
import { emailCodes } from '../db/schema';
import { newCode, safeEqualHex, sha256 } from '../lib/crypto';
import type { Lang } from '../i18n';
import { fail } from '../lib/http';
import type { MailMessage } from '../mail';
import { codeMail } from '../mail/templates';
import type { Db } from '../db/client';
import type { Deps } from '../types';

export type CodePurpose = 'confirm' | 'reset';

// Bound to the user and purpose so a code for one account or flow is useless for another.
const hashCode = (userId: string, purpose: CodePurpose, code: string) => sha256(`${purpose}:${userId}:${code}`);

interface CodeUser {
  id: string;
  firstName: string;
}

export async function latestCode(db: Db, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.sentAt))
    .limit(1);
  return row;
}

/** Milliseconds left before another code may go to this user (SPEC §9: 10 seconds); 0 if none. */
export async function resendWait(deps: Deps, userId: string, purpose: CodePurpose): Promise<number> {
  const last = await latestCode(deps.db, userId, purpose);
  if (!last) return 0;
  const { config, now } = deps;
  return Math.max(0, last.sentAt.getTime() + config.resendGapMs - now().getTime());
}

export async function assertCanResend(deps: Deps, userId: string, purpose: CodePurpose): Promise<void> {
  const wait = await resendWait(deps, userId, purpose);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    const err = fail(429, 'resendTooSoon', { seconds });
    err.headers['Retry-After'] = String(seconds);
    throw err;
  }
}

/** How a code goes out when it is not the plain confirm/reset mail (a staff invitation). */
export interface CodeMailOptions {
  ttlMs: number;
  mail: (code: string) => MailMessage;
}

/** Replaces any earlier code of this purpose and mails the new one to `to`, written in `lang`. */
export async function sendCode(
  deps: Deps,
  lang: Lang,
  user: CodeUser,
  purpose: CodePurpose,
  to: string,
  options?: CodeMailOptions,
): Promise<void> {
  const { db, mailer, config, now } = deps;
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
      expiresAt: new Date(sentAt.getTime() + (options?.ttlMs ?? config.codeTtlMs)),
    });
  });
  await mailer.send(options ? options.mail(code) : codeMail(lang, purpose, to, user.firstName, code));
}

/**
 * 'expired' wins over 'wrong': once the code is stale the useful advice is to ask for a new
 * one, whatever was typed. Codes are single-use: the caller deletes them on success.
 */
export async function checkCode(
  deps: Deps,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<'ok' | 'wrong' | 'expired'> {
  const row = await latestCode(deps.db, userId, purpose);
  if (!row) return 'wrong';
  if (row.expiresAt.getTime() <= deps.now().getTime()) return 'expired';
  return safeEqualHex(row.codeHash, hashCode(userId, purpose, code)) ? 'ok' : 'wrong';
}

export async function deleteCodes(db: Db, userId: string, purpose: CodePurpose): Promise<void> {
  await db.delete(emailCodes).where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
}
