import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { changePasswordRequest, loginRequest, recoverPasswordRequest, resetPasswordRequest } from '../../lib/contract';
import { users } from '../db/schema';
import { t } from '../i18n';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/crypto';
import { ApiError, fieldFail, readBody } from '../lib/http';
import { requireAuth } from '../middleware';
import { buildAccount } from '../services/account';
import { checkCode, deleteCodes, resendWait, sendCode } from '../services/codes';
import { clearLimit, enforce } from '../services/rate-limit';
import { issueToken, revokeToken, revokeTokens } from '../services/tokens';
import type { AppEnv } from '../types';

async function findUser(c: Context<AppEnv>, email: string) {
  const [user] = await c.get('deps').db.select().from(users).where(eq(users.email, email));
  return user;
}

function limitLogin(c: Context<AppEnv>, email: string) {
  const { limits } = c.get('deps').config;
  return enforce(c, [
    [`login:email:${email}`, limits.loginEmail],
    [`login:ip:${c.get('ip')}`, limits.loginIp],
  ]);
}

export const sessionRoutes = new Hono<AppEnv>()
  .post('/user/login', async (c) => {
    const body = await readBody(c, loginRequest);
    await limitLogin(c, body.email);
    const user = await findUser(c, body.email);
    // Hash even for an unknown address so the answer time does not reveal which ones exist.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      const text = t(c.get('lang'), 'wrongCredentials');
      throw new ApiError(422, { message: text, errors: { email: [text] } });
    }
    // Only after the password matched, so this does not reveal pending sign-ups either.
    if (!user.emailConfirmedAt) {
      throw new ApiError(403, { message: t(c.get('lang'), 'emailUnconfirmed', { email: user.email }), email_unconfirmed: true });
    }
    await clearLimit(c.get('deps'), `login:email:${user.email}`);
    const access_token = await issueToken(c, user.id, body.device_id);
    const { user: account } = await buildAccount(c.get('deps').db, user.id);
    return c.json({ access_token, user: account });
  })

  .post('/user/logout', requireAuth, async (c) => {
    await revokeToken(c, c.get('auth').tokenId);
    return c.json({ message: t(c.get('lang'), 'loggedOut') });
  })

  .post('/user/password/recover', async (c) => {
    const { email } = await readBody(c, recoverPasswordRequest);
    const { limits } = c.get('deps').config;
    await enforce(c, [
      [`mail:email:${email}`, limits.mailEmail],
      [`mail:ip:${c.get('ip')}`, limits.mailIp],
    ]);
    const user = await findUser(c, email);
    // A repeat within 10 s keeps the code just sent; the reply never says whether the account exists.
    if (user && (await resendWait(c, user.id, 'reset')) === 0) await sendCode(c, user, 'reset', user.email);
    return c.json({ message: t(c.get('lang'), 'recoverSent', { email }) });
  })

  .post('/user/password/reset', async (c) => {
    const body = await readBody(c, resetPasswordRequest);
    const { limits } = c.get('deps').config;
    await enforce(c, [
      [`confirm:email:${body.email}`, limits.confirmEmail],
      [`confirm:ip:${c.get('ip')}`, limits.confirmIp],
    ]);
    const user = await findUser(c, body.email);
    if (!user) throw fieldFail(c, 'code', 'codeWrong');
    const result = await checkCode(c, user.id, 'reset', body.code);
    if (result === 'expired') throw fieldFail(c, 'code', 'codeExpired');
    if (result === 'wrong') throw fieldFail(c, 'code', 'codeWrong');
    const { db, now } = c.get('deps');
    await db
      .update(users)
      // The code proved the mailbox, so a still-pending sign-up counts as confirmed too.
      .set({ passwordHash: await hashPassword(body.password), emailConfirmedAt: user.emailConfirmedAt ?? now(), updatedAt: now() })
      .where(eq(users.id, user.id));
    await deleteCodes(c, user.id, 'reset');
    await deleteCodes(c, user.id, 'confirm');
    // Whoever knew the old password is logged out everywhere.
    await revokeTokens(c, user.id);
    const access_token = await issueToken(c, user.id, body.device_id);
    const { user: account } = await buildAccount(db, user.id);
    return c.json({ access_token, user: account, message: t(c.get('lang'), 'passwordReset') });
  })

  .post('/user/password/change', requireAuth, async (c) => {
    const body = await readBody(c, changePasswordRequest);
    const { db, now } = c.get('deps');
    const { userId, tokenId } = c.get('auth');
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error('token of a deleted user');
    // A stolen token must not become a way to guess the password without limits.
    await limitLogin(c, user.email);
    if (!(await verifyPassword(body.current_password, user.passwordHash))) throw fieldFail(c, 'current_password', 'currentPasswordWrong');
    await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: now() }).where(eq(users.id, userId));
    await revokeTokens(c, userId, tokenId);
    return c.json({ message: t(c.get('lang'), 'passwordChanged') });
  });
