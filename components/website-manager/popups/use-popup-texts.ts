'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { PopupDates } from '@/lib/contract/plain/website-manager';

/** A popup's days in words: "Jun 1, 2031 – Aug 31, 2031", or "From Jun 1, 2031" without an end. */
export function usePopupTexts() {
  const t = useTranslations('websiteManager.popups');
  const format = useFormatter();
  // The days are the store's: written as they are, in UTC, so no browser zone moves them.
  const day = (d: string) =>
    format.dateTime(new Date(`${d}T12:00:00Z`), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    period: (p: PopupDates) =>
      p.to_date ? t('period', { from: day(p.from_date), to: day(p.to_date) }) : t('from', { from: day(p.from_date) }),
  };
}
