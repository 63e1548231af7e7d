import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { changeEmailRequest, confirmEmailRequest, registerRequest, resendEmailRequest } from '../../lib/contract';
import { users } from '../db/schema';
import { t } from '../i18n';
import { hashPassword } from '../lib/crypto';
import { isUniqueViolation } from '../lib/db-errors';
import { fieldFail, readBody } from '../lib/http';
import { buildAccount } from '../services/account';
import { assertCanResend, checkCode, deleteCodes, resendWait, sendCode } from '../services/codes';
import { enforce } from '../services/rate-limit';
import { issueToken } from '../services/tokens';
import type { AppEnv } from '../types';

/** Every call that can send a code counts against the mail limits of the address and the IP. */
function limitMail(c: Context<AppEnv>, email: string) {
  const { limits } = c.get('deps').config;
  return enforce(c, [
    [`mail:email:${email}`, limits.mailEmail],
    [`mail:ip:${c.get('ip')}`, limits.mailIp],
  ]);
}

async function findUser(c: Context<AppEnv>, email: string) {
  const [user] = await c.get('deps').db.select().from(users).where(eq(users.email, email));
  return user;
}

export const registrationRoutes = new Hono<AppEnv>()
  .post('/user/register', async (c) => {
    const body = await readBody(c, registerRequest);
    await limitMail(c, body.email);
    const { db, now } = c.get('deps');
    const existing = await findUser(c, body.email);
    if (existing?.emailConfirmedAt) throw fieldFail(c, 'email', 'emailTaken');
    const values = {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      altPhoneNumber: body.alt_phone_number ?? null,
      cloverMerchantId: body.clover?.merchant_id ?? null,
      cloverEmployeeId: body.clover?.employee_id ?? null,
      cloverCode: body.clover?.code ?? null,
      updatedAt: now(),
    };
    // Signing up again before confirming replaces the pending details (a typo, a new password).
    const [user] = existing
      ? await db.update(users).set(values).where(eq(users.id, existing.id)).returning()
      : await db.insert(users).values(values).onConflictDoNothing().returning();
    if (!user) throw fieldFail(c, 'email', 'emailTaken'); // lost a race with another sign-up
    // A double submit must not mail twice; the code sent moments ago is still valid.
    if ((await resendWait(c, user.id, 'confirm')) === 0) await sendCode(c, user, 'confirm', user.email);
    return c.json({ message: t(c.get('lang'), 'registered', { email: user.email }) }, 201);
  })

  .post('/user/email/resend', async (c) => {
    const { email } = await readBody(c, resendEmailRequest);
    await limitMail(c, email);
    const user = await findUser(c, email);
    // Same reply whether or not the address has a pending account: nothing to learn here.
    if (user && !user.emailConfirmedAt) {
      await assertCanResend(c, user.id, 'confirm');
      await sendCode(c, user, 'confirm', user.email);
    }
    return c.json({ message: t(c.get('lang'), 'codeSent', { email }) });
  })

  .post('/user/email/change', async (c) => {
    const body = await readBody(c, changeEmailRequest);
    await limitMail(c, body.new_email);
    const user = await findUser(c, body.email);
    if (!user || user.emailConfirmedAt) throw fieldFail(c, 'email', 'noPendingAccount');
    if (body.new_email !== user.email) {
      if (await findUser(c, body.new_email)) throw fieldFail(c, 'new_email', 'emailTaken');
      try {
        await c.get('deps').db.update(users).set({ email: body.new_email, updatedAt: c.get('deps').now() }).where(eq(users.id, user.id));
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldFail(c, 'new_email', 'emailTaken');
        throw err;
      }
    } else {
      await assertCanResend(c, user.id, 'confirm');
    }
    // The old code went to the old address; sendCode replaces it.
    await sendCode(c, user, 'confirm', body.new_email);
    return c.json({ message: t(c.get('lang'), 'emailChanged', { email: body.new_email }) });
  })

  .post('/user/email/confirm', async (c) => {
    const body = await readBody(c, confirmEmailRequest);
    const { limits } = c.get('deps').config;
    await enforce(c, [
      [`confirm:email:${body.email}`, limits.confirmEmail],
      [`confirm:ip:${c.get('ip')}`, limits.confirmIp],
    ]);
    const user = await findUser(c, body.email);
    if (!user || user.emailConfirmedAt) throw fieldFail(c, 'code', 'codeWrong');
    const result = await checkCode(c, user.id, 'confirm', body.code);
    if (result === 'expired') throw fieldFail(c, 'code', 'codeExpired');
    if (result === 'wrong') throw fieldFail(c, 'code', 'codeWrong');
    const { db, now } = c.get('deps');
    await db.update(users).set({ emailConfirmedAt: now(), updatedAt: now() }).where(eq(users.id, user.id));
    await deleteCodes(c, user.id, 'confirm');
    const access_token = await issueToken(c, user.id, body.device_id);
    const { user: account } = await buildAccount(db, user.id);
    return c.json({ access_token, user: account, message: t(c.get('lang'), 'emailConfirmed') });
  });
