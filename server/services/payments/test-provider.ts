import type { PaymentProvider } from './provider';

const TEST_ACCOUNT = /^acct_test_[A-Za-z0-9]+$/;
const TEST_KEY = /^sk_test_[A-Za-z0-9]{8,}$/;

/**
 * The built-in test provider: no external call. It accepts an account id `acct_test_…` with a
 * key `sk_test_` + at least 8 letters or digits and refuses anything else, so the portal's
 * refusal path can be seen and tested as well as the success.
 */
export const testPaymentProvider: PaymentProvider = {
  id: 'test',
  async connect({ account_id, secret_key }) {
    if (!TEST_ACCOUNT.test(account_id)) return { ok: false, field: 'account_id', reason: 'paymentTestAccountRefused' };
    if (!TEST_KEY.test(secret_key)) return { ok: false, field: 'secret_key', reason: 'paymentTestKeyRefused' };
    return { ok: true, accountId: account_id };
  },
  async status() {
    return 'active';
  },
  async disconnect() {},
};
