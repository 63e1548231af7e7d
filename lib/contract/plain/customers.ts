/**
 * The customer contract's constants (lib/contract/customers.ts has the schemas): no zod here, so
 * the customer list reads its sorts from the URL without loading zod on the page's first load.
 */

export const customerSorts = ['name', 'order_count', 'total_spent', 'last_order_at'] as const;
