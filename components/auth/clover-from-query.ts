import { cloverReferral } from '@/lib/contract/auth';
import type { CloverReferral } from './RegisterForm';

export type PageQuery = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, '' when it is missing. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The Clover link's query (`merchant_id`, `employee_id`, `code`) read on the server with the
 * contract's rule, so zod stays off the sign-up page; undefined when it is missing or malformed
 * (the account is then not linked to Clover).
 */
export function cloverFromQuery(query: PageQuery): CloverReferral | undefined {
  const parsed = cloverReferral.safeParse({
    merchant_id: first(query.merchant_id),
    employee_id: first(query.employee_id) || undefined,
    code: first(query.code) || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}
