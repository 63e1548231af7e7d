import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { plansReply, subscriptionReply } from '@/lib/contract';
import { accountKeys } from './account';
import { apiCall } from './api-client';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
};

export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => apiCall('subscription/plan', plansReply, { signal }),
    // The plan list changes with a release, not while a merchant looks at it.
    staleTime: 5 * 60_000,
  });

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
export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, change }: ChoosePlanInput) =>
      apiCall('subscription', subscriptionReply, { method: change ? 'PUT' : 'POST', body: { plan_id: planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
