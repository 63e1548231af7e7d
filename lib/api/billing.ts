import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const billingSchemas = schemasOf(() => import('@/lib/contract/billing'));

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
};

export const plansQuery = () =>
  apiQuery(
    billingKeys.plans(),
    { path: 'subscription/plan', schema: billingSchemas('plansReply') },
    // The plan list changes with a release, not while a merchant looks at it.
    { staleTime: 5 * 60_000 },
  );

export interface ChoosePlanInput {
  planId: string;
  /** The business already has a plan: PUT changes it (POST answers 409 then, and PUT without one). */
  change: boolean;
}

/**
 * Chooses or changes the business's plan. The plan name lives on GET user
 * (subscription.plan_name), so the whole account is refetched: the billing banner goes,
 * plan-gated menu entries follow.
 */
export const useChoosePlan = () =>
  useApiMutation(
    ({ planId, change }: ChoosePlanInput) => ({
      path: 'subscription',
      method: change ? 'PUT' : 'POST',
      body: { plan_id: planId },
    }),
    billingSchemas('subscriptionReply'),
    {
      reload: () => [accountKeys.all],
    },
  );
