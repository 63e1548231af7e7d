import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { couponApplyRequest, CouponRequest } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const couponSchemas = schemasOf(() => import('@/lib/contract/coupons'));

/**
 * The list is the root key: a change of a coupon reloads its results too (a deleted coupon leaves
 * them, a new one joins them with no use yet).
 */
export const couponKeys = {
  all: ['coupons'] as const,
  results: (range: DayRange) => [...couponKeys.all, 'results', range.from, range.to] as const,
};

/** GET coupon: every coupon of the business, by code. */
export const couponsQuery = () => apiQuery(couponKeys.all, { path: 'coupon', schema: couponSchemas('couponsReply') });

/** GET coupon/results: per coupon, its uses, discount given and sales over local days `from`..`to`. */
export const couponResultsQuery = (range: DayRange) =>
  apiQuery(
    couponKeys.results(range),
    { path: 'coupon/results', query: { from: range.from, to: range.to }, schema: couponSchemas('couponResultsReply') },
    // Another range keeps the last figures on screen until the new ones come, instead of a blank.
    { placeholderData: keepPreviousData },
  );

/** SPEC §4: creating (or editing) a coupon closes the form and reloads the list; its field errors stay on the form. */
export const useSaveCoupon = () =>
  useApiMutation(saveCall<CouponRequest>('coupon'), couponSchemas('couponReply'), {
    reload: () => [couponKeys.all],
    inlineErrors: true,
  });

export const useDeleteCoupon = () =>
  useApiMutation(deleteCall('coupon'), errorsSchemas('messageReply'), {
    reload: () => [couponKeys.all],
  });

/**
 * POST coupon/apply, the storefront's check, changes nothing. A refusal is a normal reply whose
 * `message` is the reason: the panel shows it, so no notice (which would read it as a success).
 */
export const useTryCoupon = () =>
  useApiMutation(
    (body: z.input<typeof couponApplyRequest>) => ({ path: 'coupon/apply', method: 'POST', body }),
    couponSchemas('couponApplyReply'),
    { silent: true },
  );
