'use client';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useLocationMoney } from '@/components/ui/use-current-location';
import type { Coupon } from '@/lib/contract';
import { orderTypes } from '@/lib/contract/plain/orders';

/** Monday first, as merchants in Canada, the US and France read a week (days are 0 Sunday … 6 Saturday). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** A week day's name in the viewer's language (29 November 2026 is a Sunday). */
export function weekdayName(day: number, locale: string, width: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 29 + day)),
  );
}

/**
 * The chosen days in week order, runs of three or more written as a span: "Mon, Tue",
 * "Mon–Fri", "Mon–Wed, Sat". Every day is the caller's to say in words.
 */
export function dayList(days: readonly number[], locale: string): string {
  const name = (d: number) => weekdayName(d, locale, 'short');
  const runs: number[][] = [];
  let previous = -2;
  WEEK.forEach((d, i) => {
    if (!days.includes(d)) return;
    if (i === previous + 1) runs.at(-1)!.push(d);
    else runs.push([d]);
    previous = i;
  });
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)}–${name(run.at(-1)!)}`] : run.map(name)))
    .join(', ');
}

/**
 * How the list says a coupon's terms, in the viewer's language and the location's currency:
 * "10 %" or "$5.00"; "Always", "Dec 1 – Dec 31", "Mon, Tue 11:00–14:00"; "3 / 100".
 */
export function useCouponTexts() {
  const t = useTranslations('coupons.list');
  const types = useTranslations('orders.type');
  const format = useFormatter();
  const locale = useLocale();
  const money = useLocationMoney();

  // The days are the location's: written as they are, in UTC, so no browser zone moves them.
  const dayText = (day: string, withYear: boolean) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), {
      month: 'short',
      day: 'numeric',
      year: withYear ? 'numeric' : undefined,
      timeZone: 'UTC',
    });

  const period = (from: string, to: string) => {
    // The year only when the period is not within this year.
    const year = String(new Date().getUTCFullYear());
    const withYear = !from.startsWith(year) || !to.startsWith(year);
    // Two dates joined here, not formatRange: its spacing differs between Node's ICU and the browser's.
    return from === to ? dayText(from, withYear) : `${dayText(from, withYear)} – ${dayText(to, withYear)}`;
  };

  return {
    value: (c: Pick<Coupon, 'kind' | 'amount'>) =>
      c.kind === 'percent' ? t('percent', { percent: c.amount }) : money.format(c.amount),
    minimum: (c: Pick<Coupon, 'minimum_purchase'>) =>
      c.minimum_purchase > 0 ? money.format(c.minimum_purchase) : t('noMinimum'),
    validity: (c: Pick<Coupon, 'validity' | 'starts_on' | 'ends_on' | 'days' | 'from_time' | 'to_time'>) => {
      if (c.validity === 'period' && c.starts_on && c.ends_on) return period(c.starts_on, c.ends_on);
      if (c.validity === 'recurring') {
        const days = c.days.length === 7 ? t('everyDay') : dayList(c.days, locale);
        return t('recurring', { days, from: c.from_time ?? '', to: c.to_time ?? '' });
      }
      return t('always');
    },
    orderTypes: (c: Pick<Coupon, 'order_types'>) =>
      c.order_types.length === orderTypes.length
        ? t('allOrderTypes')
        : orderTypes
            .filter((type) => c.order_types.includes(type))
            .map((type) => types(type))
            .join(', '),
    uses: (c: Pick<Coupon, 'used' | 'total_uses'>) =>
      c.total_uses === null ? t('usesUnlimited', { used: c.used }) : t('usesOf', { used: c.used, total: c.total_uses }),
    perCustomer: (c: Pick<Coupon, 'uses_per_customer'>) =>
      c.uses_per_customer === null ? t('noLimit') : t('perCustomer', { count: c.uses_per_customer }),
    scope: (c: Pick<Coupon, 'category_ids' | 'item_ids'>) => {
      const parts = [
        c.category_ids.length ? t('scopeCategories', { count: c.category_ids.length }) : '',
        c.item_ids.length ? t('scopeItems', { count: c.item_ids.length }) : '',
      ].filter(Boolean);
      return parts.length ? parts.join(', ') : t('wholeOrder');
    },
  };
}
