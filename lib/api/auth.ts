import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  LoginForm,
  RegisterRequest,
  ResetPasswordForm,
} from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const authSchemas = schemasOf(() => import('@/lib/contract/auth'));

// Account calls around signing in. Login, confirm and reset return a token, which the BFF keeps:
// the page gets the user at most. Login raises no notice; its screens say what went wrong.

export const useRegister = () =>
  useApiMutation(
    (body: RegisterRequest) => ({ path: 'user/register', method: 'POST', body }),
    errorsSchemas('messageReply'),
    {
      inlineErrors: true,
    },
  );

export const useLogin = () =>
  useApiMutation((body: LoginForm) => ({ path: 'user/login', method: 'POST', body }), authSchemas('signedInReply'), {
    silent: true,
  });

export const useConfirmEmail = () =>
  useApiMutation(
    (body: { email: string; code: string }) => ({ path: 'user/email/confirm', method: 'POST', body }),
    authSchemas('signedInReply'),
    { inlineErrors: true },
  );

export const useResendCode = () =>
  useApiMutation(
    (body: { email: string }) => ({ path: 'user/email/resend', method: 'POST', body }),
    errorsSchemas('messageReply'),
  );

export const useChangeEmail = () =>
  useApiMutation(
    (body: ChangeEmailRequest) => ({ path: 'user/email/change', method: 'POST', body }),
    errorsSchemas('messageReply'),
  );

export const useRecoverPassword = () =>
  useApiMutation(
    (body: { email: string }) => ({ path: 'user/password/recover', method: 'POST', body }),
    errorsSchemas('messageReply'),
    {
      inlineErrors: true,
    },
  );

export const useResetPassword = () =>
  useApiMutation(
    (body: ResetPasswordForm) => ({ path: 'user/password/reset', method: 'POST', body }),
    authSchemas('signedInReply'),
    {
      inlineErrors: true,
    },
  );

export const useChangePassword = () =>
  useApiMutation(
    (body: ChangePasswordRequest) => ({ path: 'user/password/change', method: 'POST', body }),
    errorsSchemas('messageReply'),
    { inlineErrors: true },
  );
