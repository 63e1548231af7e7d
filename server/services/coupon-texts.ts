import type { CouponRefusal } from '../../lib/contract';
import { t, type Lang, type ServerTextKey } from '../i18n';

const keys: Record<CouponRefusal, ServerTextKey> = {
  unknown: 'couponUnknown',
  inactive: 'couponInactive',
  not_started: 'couponNotStarted',
  expired: 'couponExpired',
  not_now: 'couponNotNow',
  order_type: 'couponOrderType',
  minimum: 'couponMinimum',
  no_eligible_items: 'couponNoEligibleItems',
  used_up: 'couponUsedUp',
  customer_limit: 'couponCustomerLimit',
};

/** Why a code does not apply, in the caller's language. */
export const couponRefusalText = (lang: Lang, reason: CouponRefusal) => t(lang, keys[reason]);
export const couponRefusalKey = (reason: CouponRefusal) => keys[reason];
