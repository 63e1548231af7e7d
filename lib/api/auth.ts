import { useMutation } from '@tanstack/react-query';
import {
  loginReply,
  messageReply,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type LoginForm,
  type RegisterRequest,
  type ResetPasswordForm,
} from '@/lib/contract';
import { z } from 'zod';
import { apiCall } from './api-client';

/** The BFF keeps the token and removes it; the page gets the user (reset: nothing but 200). */
const signedInReply = z.object({ user: loginReply.shape.user.optional(), message: z.string().optional() });

export const sessionInfoSchema = z.object({
  authenticated: z.boolean(),
  pending_email: z.string().nullable(),
  has_business: z.boolean(),
  onboarded: z.boolean(),
});

export async function fetchSessionInfo() {
  const res = await fetch('/api/session', { credentials: 'same-origin' });
  return sessionInfoSchema.parse(await res.json());
}

export const sessionKeys = { info: ['session', 'info'] as const };

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => apiCall('user/register', messageReply, { method: 'POST', body }), meta: { inlineErrors: true } });
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginForm) => apiCall('user/login', signedInReply, { method: 'POST', body }),
    meta: { silent: true },
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => apiCall('user/email/confirm', signedInReply, { method: 'POST', body }),
    meta: { inlineErrors: true },
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: (body: { email: string }) => apiCall('user/email/resend', messageReply, { method: 'POST', body }) });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: (body: ChangeEmailRequest) => apiCall('user/email/change', messageReply, { method: 'POST', body }) });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: (body: { email: string }) => apiCall('user/password/recover', messageReply, { method: 'POST', body }), meta: { inlineErrors: true } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordForm) => apiCall('user/password/reset', signedInReply, { method: 'POST', body }), meta: { inlineErrors: true } });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiCall('user/password/change', messageReply, { method: 'POST', body }),
    meta: { inlineErrors: true },
  });
}

/** Ends the session at the BFF (which revokes the upstream token). */
export async function logoutRequest(): Promise<void> {
  await fetch('/api/session/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
