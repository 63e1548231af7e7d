import { z } from 'zod';
import {
  lineText,
  confirmationCode,
  deviceId,
  email,
  optionalPhone,
  password,
  personName,
  withPasswordConfirmation,
  V,
} from './rules';
import { userSchema } from './account';

export const cloverReferral = z.object({
  merchant_id: lineText().min(1, V.required).max(64, V.max64),
  employee_id: lineText().max(64, V.max64).optional(),
  code: lineText().max(255, V.max255).optional(),
});

export const registerRequest = withPasswordConfirmation(
  z.object({
    first_name: personName(),
    last_name: personName(),
    email: email(),
    password: password(),
    password_confirmation: z.string({ error: V.required }).min(1, V.required),
    alt_phone_number: optionalPhone(),
    clover: cloverReferral.optional(),
  }),
);
export type RegisterRequest = z.input<typeof registerRequest>;

export const resendEmailRequest = z.object({ email: email() });
export const changeEmailRequest = z.object({ email: email(), new_email: email() });
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>;

/** Client side: the form asks only for the code; the e-mail comes from the session. */
export const confirmCodeForm = z.object({ code: confirmationCode() });
export const confirmEmailRequest = z.object({ email: email(), code: confirmationCode(), device_id: deviceId() });

export const loginForm = z.object({
  email: email(),
  password: z.string({ error: V.required }).min(1, V.required),
});
export type LoginForm = z.input<typeof loginForm>;
export const loginRequest = loginForm.extend({ device_id: deviceId() });

export const recoverPasswordRequest = z.object({ email: email() });

const resetPasswordFields = z.object({
  email: email(),
  code: confirmationCode(),
  password: password(),
  password_confirmation: z.string({ error: V.required }).min(1, V.required),
});
export const resetPasswordForm = withPasswordConfirmation(resetPasswordFields);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
/** The form as sent: the BFF adds the device. */
export const resetPasswordRequest = withPasswordConfirmation(resetPasswordFields.extend({ device_id: deviceId() }));

export const changePasswordRequest = withPasswordConfirmation(
  z.object({
    current_password: z.string({ error: V.required }).min(1, V.required),
    password: password(),
    password_confirmation: z.string({ error: V.required }).min(1, V.required),
  }),
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** Lock screen: only the password; the e-mail is the signed-in user's. */
export const unlockForm = z.object({ password: z.string({ error: V.required }).min(1, V.required) });

/** Upstream replies. The BFF removes access_token before the browser sees them. */
export const tokenReply = z.object({ access_token: z.string(), user: userSchema.optional() });
export const loginReply = z.object({ user: userSchema, message: z.string().optional() });
/** What the page gets from login, confirm and reset once the BFF has kept the token (reset: nothing but 200). */
export const signedInReply = z.object({ user: userSchema.optional(), message: z.string().optional() });
