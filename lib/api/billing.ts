import type { CardRequest, SubscriptionRequest } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { V1_BASE } from './api-client';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const billingSchemas = schemasOf(() => import('@/lib/contract/billing'));

/** The plans' billing period, as SPEC §7's query words it. */
export type PlanPeriod = 'monthly' | 'yearly';

export const billingKeys = {
  all: ['billing'] as const,
  plans: (period: PlanPeriod) => [...billingKeys.all, 'plans', period] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};

/** GET subscription/plan?period=…: the query is passed through as is (SPEC §7). */
export const plansQuery = (period: PlanPeriod = 'monthly') =>
  apiQuery(
    billingKeys.plans(period),
    { path: 'subscription/plan', query: { period }, schema: billingSchemas('plansReply') },
    // The plan list changes with a release, not while a merchant looks at it.
    { staleTime: 5 * 60_000 },
  );

/** GET subscription: the plan with its billing side (card, period, pending downgrade, past due). Owner only. */
export const subscriptionQuery = () =>
  apiQuery(billingKeys.subscription(), { path: 'subscription', schema: billingSchemas('subscriptionReply') });

/** GET invoice: the business's invoices, newest first. Owner only. */
export const invoicesQuery = () =>
  apiQuery(billingKeys.invoices(), { path: 'invoice', schema: billingSchemas('invoicesReply') });

/** Where an invoice's PDF downloads from (the BFF passes the file through). */
export const invoicePdfPath = (id: string) => `${V1_BASE}/invoice/${encodeURIComponent(id)}/pdf`;

/**
 * Every billing change reloads the account too: GET user carries the plan name and the features,
 * so the banner, the user menu's plan and the Premium route gate follow at once, without a reload.
 */
const reload = () => [accountKeys.all, billingKeys.all];

/** The client's payload: `is_update` picks PUT (a change) and is removed before sending (SPEC §7). */
export type SubscribeInput = SubscriptionRequest & { is_update?: boolean };

export const useSubscribe = () =>
  useApiMutation(
    ({ is_update, ...body }: SubscribeInput) => ({
      path: 'subscription',
      method: is_update ? 'PUT' : 'POST',
      body,
    }),
    billingSchemas('subscriptionReply'),
    { reload, inlineErrors: true },
  );

/** POST subscription/confirm: the card holder has authenticated the payment (a 202 before). */
export const useConfirmPayment = () =>
  useApiMutation(
    (actionId: string) => ({ path: 'subscription/confirm', method: 'POST', body: { action_id: actionId } }),
    billingSchemas('subscriptionReply'),
    { reload, inlineErrors: true },
  );

/** Cancel at the period's end (`true`) or resume before it (`false`). */
export const useCancelAtPeriodEnd = () =>
  useApiMutation(
    (cancel: boolean) => ({ path: cancel ? 'subscription/cancel' : 'subscription/resume', method: 'POST' }),
    billingSchemas('subscriptionReply'),
    { reload },
  );

/** PUT subscription/card: a new card; while past due it pays what is due. */
export const useUpdateCard = () =>
  useApiMutation(
    (card: CardRequest) => ({ path: 'subscription/card', method: 'PUT', body: card }),
    billingSchemas('subscriptionReply'),
    { reload, inlineErrors: true },
  );
