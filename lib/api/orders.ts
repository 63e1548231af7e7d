import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderReply } from '@/lib/contract';
import { accountKeys } from './account';
import { apiCall } from './api-client';
import { dashboardKeys } from './dashboard';

export const orderKeys = {
  all: ['orders'] as const,
};

/**
 * POST order/test: a real order placed as a customer would. It completes the place_a_test_order
 * step (checklist and menu counter reload with the account) and shows up in the figures and
 * order lists. The success notice is the reply's message, raised by the query cache.
 */
export function usePlaceTestOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('order/test', orderReply, { method: 'POST', body: {} }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: accountKeys.all }),
        qc.invalidateQueries({ queryKey: dashboardKeys.all }),
        qc.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}
