import type { PaymentProviderId } from '../../../lib/contract';
import type { ServerTextKey } from '../../i18n';

export interface PaymentCredentials {
  account_id: string;
  secret_key: string;
}

/** A provider's answer to `connect`: the account to keep, or the field it refused and why. */
export type ConnectResult =
  { ok: true; accountId: string } | { ok: false; field: keyof PaymentCredentials; reason: ServerTextKey };

/**
 * What a payment provider must do for Payment Setup. A real provider (Stripe, Clover payments …)
 * would call its API in `connect` and `status`; the rows are kept by server/services/payments.
 */
export interface PaymentProvider {
  id: PaymentProviderId;
  /** Checks the credentials with the provider. Called outside any transaction. */
  connect(credentials: PaymentCredentials): Promise<ConnectResult>;
  /** Whether the connected account can still take payments. */
  status(accountId: string): Promise<'active' | 'revoked'>;
  /** Tells the provider the business leaves (nothing to do for the test provider). */
  disconnect(accountId: string): Promise<void>;
}
