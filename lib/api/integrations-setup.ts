import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { integrationKeys } from './integration';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const schemas = schemasOf(() => import('@/lib/contract/integrations'));
const errorSchemas = schemasOf(() => import('@/lib/contract/errors'));

export const integrationSetupKeys = {
  payment: ['integrations', 'payment'] as const,
  // The location rides with every call (the session's current one), as for the menu's keys.
  pairing: ['integrations', 'pairing'] as const,
};

export const paymentStatusQuery = () =>
  apiQuery(integrationSetupKeys.payment, { path: 'payment-provider', schema: schemas('paymentStatusReply') });

export const appPairingQuery = () =>
  apiQuery(integrationSetupKeys.pairing, { path: 'app-pairing', schema: schemas('appPairingReply') });

export interface PaymentConnectValues {
  provider: 'test';
  account_id: string;
  secret_key: string;
}

/** Connecting ticks Payment Setup: the getting-started counter reloads with the account. */
export const useConnectPayment = () =>
  useApiMutation(
    (body: PaymentConnectValues) => ({ path: 'payment-provider', method: 'POST', body }),
    schemas('paymentConnectReply'),
    { reload: () => [integrationSetupKeys.payment, accountKeys.all], inlineErrors: true },
  );

export const useDisconnectPayment = () =>
  useApiMutation(() => ({ path: 'payment-provider', method: 'DELETE' }), schemas('paymentConnectReply'), {
    reload: () => [integrationSetupKeys.payment],
  });

export const useNewPairingCode = () =>
  useApiMutation(() => ({ path: 'app-pairing/code', method: 'POST', body: {} }), schemas('appPairingReply'), {
    reload: () => [integrationSetupKeys.pairing],
    silent: true,
  });

export const useUnpairDevice = () =>
  useApiMutation(
    (id: string) => ({ path: `app-device/${encodeURIComponent(id)}`, method: 'DELETE' }),
    errorSchemas('messageReply'),
    { reload: () => [integrationSetupKeys.pairing] },
  );

export interface CloverLinkValues {
  merchant_id: string;
  access_token: string;
}

export const useLinkClover = () =>
  useApiMutation(
    (body: CloverLinkValues) => ({ path: 'integration/clover', method: 'POST', body }),
    errorSchemas('messageReply'),
    { reload: () => [integrationKeys.all], inlineErrors: true },
  );

export const useUnlinkClover = () =>
  useApiMutation(() => ({ path: 'integration/clover', method: 'DELETE' }), errorSchemas('messageReply'), {
    reload: () => [integrationKeys.all],
  });
