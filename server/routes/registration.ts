import { changeEmailRequest, confirmEmailRequest, registerRequest, resendEmailRequest } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { clientDevice, fieldFail, readBody } from '../lib/http';
import { buildAccount } from '../services/account';
import { assertCanResend, checkCode, deleteCodes, resendWait, sendCode } from '../services/codes';
import { limitCodeChecks, limitMail } from '../services/rate-limit';
import { issueToken } from '../services/tokens';
import { changeSignUpEmail, confirmEmail, createSignUp, findUserByEmail, saveRepeatSignUp } from '../services/users';

/** Sign-up and its e-mail confirmation; every call that can send a code counts against the mail limits. */
export const registrationRoutes = new ApiRoutes()
  .handle('POST /user/register', async (c) => {
    const { deps, lang, ip } = c.var;
    const body = await readBody(c, registerRequest);
    await limitMail(deps, ip, body.email);
    const existing = await findUserByEmail(deps.db, body.email);
    if (existing?.emailConfirmedAt) throw fieldFail('email', 'emailTaken');
    if (!existing) {
      const user = await createSignUp(deps, body);
      await sendCode(deps, lang, user, 'confirm', user.email);
    } else {
      const { samePassword } = await saveRepeatSignUp(deps, existing, body);
      // A double submit must not mail twice: the code sent moments ago confirms the same password.
      // A new password needs a new code, which replaces every earlier one.
      if (!samePassword || (await resendWait(deps, existing.id, 'confirm')) === 0) {
        await sendCode(deps, lang, { ...existing, firstName: body.first_name }, 'confirm', existing.email);
      }
    }
    return c.json({ message: t(lang, 'registered', { email: body.email }) }, 201);
  })

  .handle('POST /user/email/resend', async (c) => {
    const { deps, lang, ip } = c.var;
    const { email } = await readBody(c, resendEmailRequest);
    await limitMail(deps, ip, email);
    const user = await findUserByEmail(deps.db, email);
    // Same reply whether or not the address has a pending account: nothing to learn here.
    if (user && !user.emailConfirmedAt) {
      await assertCanResend(deps, user.id, 'confirm');
      await sendCode(deps, lang, user, 'confirm', user.email);
    }
    return c.json({ message: t(lang, 'codeSent', { email }) });
  })

  .handle('POST /user/email/change', async (c) => {
    const { deps, lang, ip } = c.var;
    const body = await readBody(c, changeEmailRequest);
    await limitMail(deps, ip, body.new_email);
    const user = await findUserByEmail(deps.db, body.email);
    if (!user || user.emailConfirmedAt) throw fieldFail('email', 'noPendingAccount');
    if (body.new_email !== user.email) {
      if (await findUserByEmail(deps.db, body.new_email)) throw fieldFail('new_email', 'emailTaken');
      await changeSignUpEmail(deps, user.id, body.new_email);
    } else {
      await assertCanResend(deps, user.id, 'confirm');
    }
    // The old code went to the old address; sendCode replaces it.
    await sendCode(deps, lang, user, 'confirm', body.new_email);
    return c.json({ message: t(lang, 'emailChanged', { email: body.new_email }) });
  })

  .handle('POST /user/email/confirm', async (c) => {
    const { deps, lang, ip } = c.var;
    const body = await readBody(c, confirmEmailRequest);
    await limitCodeChecks(deps, ip, body.email);
    const user = await findUserByEmail(deps.db, body.email);
    if (!user || user.emailConfirmedAt) throw fieldFail('code', 'codeWrong');
    const result = await checkCode(deps, user.id, 'confirm', body.code);
    if (result === 'expired') throw fieldFail('code', 'codeExpired');
    if (result === 'wrong') throw fieldFail('code', 'codeWrong');
    await confirmEmail(deps, user);
    await deleteCodes(deps.db, user.id, 'confirm');
    const access_token = await issueToken(deps, user.id, clientDevice(c, body.device_id));
    const { user: account } = await buildAccount(deps.db, user.id);
    return c.json({ access_token, user: account, message: t(lang, 'emailConfirmed') });
  });
