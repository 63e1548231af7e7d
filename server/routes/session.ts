import { changePasswordRequest, loginRequest, recoverPasswordRequest, resetPasswordRequest } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { dummyPasswordHash, verifyPassword } from '../lib/crypto';
import { ApiError, clientDevice, fieldFail, readBody } from '../lib/http';
import { buildAccount } from '../services/account';
import { checkCode, deleteCodes, resendWait, sendCode } from '../services/codes';
import { clearLimit, limitCodeChecks, limitLogin, limitMail, loginLimitKey } from '../services/rate-limit';
import { issueToken, revokeToken, revokeTokens } from '../services/tokens';
import { findUserByEmail, findUserById, setPassword } from '../services/users';

export const sessionRoutes = new ApiRoutes()
  .handle('POST /user/login', async (c) => {
    const { deps, lang, ip } = c.var;
    const body = await readBody(c, loginRequest);
    await limitLogin(deps, ip, body.email);
    const user = await findUserByEmail(deps.db, body.email);
    // Hash even for an unknown address so the answer time does not reveal which ones exist.
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      const text = t(lang, 'wrongCredentials');
      throw new ApiError(422, { message: text, errors: { email: [text] } });
    }
    // Only after the password matched, so this does not reveal pending sign-ups either.
    if (!user.emailConfirmedAt) {
      throw new ApiError(403, { message: t(lang, 'emailUnconfirmed', { email: user.email }), email_unconfirmed: true });
    }
    await clearLimit(deps, loginLimitKey(user.email));
    const access_token = await issueToken(deps, user.id, clientDevice(c, body.device_id));
    const { user: account } = await buildAccount(deps.db, user.id);
    return c.json({ access_token, user: account });
  })

  .handle('POST /user/logout', async (c) => {
    await revokeToken(c.var.deps, c.var.scope.tokenId);
    return c.json({ message: t(c.var.lang, 'loggedOut') });
  })

  .handle('POST /user/password/recover', async (c) => {
    const { deps, lang, ip } = c.var;
    const { email } = await readBody(c, recoverPasswordRequest);
    await limitMail(deps, ip, email);
    const user = await findUserByEmail(deps.db, email);
    // A repeat within 10 s keeps the code just sent; the reply never says whether the account exists.
    if (user && (await resendWait(deps, user.id, 'reset')) === 0) await sendCode(deps, lang, user, 'reset', user.email);
    return c.json({ message: t(lang, 'recoverSent', { email }) });
  })

  .handle('POST /user/password/reset', async (c) => {
    const { deps, lang, ip } = c.var;
    const body = await readBody(c, resetPasswordRequest);
    await limitCodeChecks(deps, ip, body.email);
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) throw fieldFail('code', 'codeWrong');
    const result = await checkCode(deps, user.id, 'reset', body.code);
    if (result === 'expired') throw fieldFail('code', 'codeExpired');
    if (result === 'wrong') throw fieldFail('code', 'codeWrong');
    // The code proved the mailbox, so a still-pending sign-up counts as confirmed too.
    await setPassword(deps, user, body.password, true);
    await deleteCodes(deps.db, user.id, 'reset');
    await deleteCodes(deps.db, user.id, 'confirm');
    // Whoever knew the old password is logged out everywhere.
    await revokeTokens(deps, user.id);
    const access_token = await issueToken(deps, user.id, clientDevice(c, body.device_id));
    const { user: account } = await buildAccount(deps.db, user.id);
    return c.json({ access_token, user: account, message: t(lang, 'passwordReset') });
  })

  .handle('POST /user/password/change', async (c) => {
    const { deps, scope, lang, ip } = c.var;
    const body = await readBody(c, changePasswordRequest);
    const user = await findUserById(deps.db, scope.userId);
    if (!user) throw new Error('token of a deleted user');
    // A stolen token must not become a way to guess the password without limits.
    await limitLogin(deps, ip, user.email);
    if (!(await verifyPassword(body.current_password, user.passwordHash)))
      throw fieldFail('current_password', 'currentPasswordWrong');
    await setPassword(deps, user, body.password);
    await revokeTokens(deps, scope.userId, scope.tokenId);
    return c.json({ message: t(lang, 'passwordChanged') });
  });
