import { z } from 'zod';
import { plainString, requiredText } from './rules';

// ---------------------------------------------------------------- payment provider (Payment Setup)

/** The payment providers the API knows; `test` is built in and never calls anyone (docs/decisions.md). */
export const paymentProviders = ['test'] as const;
export type PaymentProviderId = (typeof paymentProviders)[number];

export const paymentAccount = z.object({
  provider: z.enum(paymentProviders),
  account_id: z.string(),
  connected_at: z.string(),
});
export type PaymentAccount = z.infer<typeof paymentAccount>;

/** GET payment-provider: the business's connected provider (null: none) and the ones it may connect. */
export const paymentStatusReply = z.object({
  payment: paymentAccount.nullable(),
  providers: z.array(z.enum(paymentProviders)),
});
export type PaymentStatus = z.infer<typeof paymentStatusReply>;

/** POST payment-provider: the provider's account id and secret key (the key is checked, never stored). */
export const paymentConnectRequest = z.object({
  provider: z.enum(paymentProviders),
  account_id: requiredText(64),
  secret_key: requiredText(255),
});
export type PaymentConnectRequest = z.infer<typeof paymentConnectRequest>;

export const paymentConnectReply = paymentStatusReply.extend({ message: z.string() });

// ---------------------------------------------------------------- Clover POS link (/settings/pos)

/** POST integration/clover: the Clover merchant and the API token the menu import reads it with. */
export const cloverLinkRequest = z.object({
  merchant_id: requiredText(64),
  access_token: requiredText(255),
});
export type CloverLinkRequest = z.infer<typeof cloverLinkRequest>;

// ---------------------------------------------------------------- order-receiving app (Restaurant App Setup)

/** Pairing codes: 8 characters without look-alikes (no 0/O, 1/I/L), valid 10 minutes. */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_MINUTES = 10;

export const appDevice = z.object({ _id: z.string(), name: z.string(), paired_at: z.string() });
export type AppDevice = z.infer<typeof appDevice>;

/** GET app-pairing: the location's live code (null once expired or never made) and its paired devices. */
export const appPairingReply = z.object({
  code: z.string().nullable(),
  expires_at: z.string().nullable(),
  devices: z.array(appDevice),
});
export type AppPairing = z.infer<typeof appPairingReply>;

/** POST app-pairing (public, called by the device): the code shown in the portal and a name for the device. */
export const appPairRequest = z.object({
  code: plainString().max(32),
  device_name: requiredText(64),
});
export type AppPairRequest = z.infer<typeof appPairRequest>;

/** The device's token (shown once: only its hash is kept) and where it receives orders from. */
export const appPairReply = z.object({
  device_id: z.string(),
  device_token: z.string(),
  location_id: z.string(),
  message: z.string(),
});
