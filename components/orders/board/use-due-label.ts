'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useOrderLocation } from '../use-order-format';
import { dueParts } from './due-label';

/**
 * "Due 1:15 PM" today, "Due Mon 23, 1:15 PM" within the week, "Due Dec 23, 1:15 PM" beyond, in
 * the viewer's language and the location's time zone. One function for the whole board; the
 * clock is an argument, so a tick re-renders each card's time and not the board (CardWhen).
 */
export function useDueLabel() {
  const t = useTranslations('orderBoard.card');
  const locale = useLocale();
  const { timeZone } = useOrderLocation();
  return useCallback(
    (due: Date, now: Date) => {
      const parts = dueParts(due, now, locale, timeZone ?? undefined);
      if (parts.kind === 'today') return t('due', { time: parts.time });
      if (parts.kind === 'week') return t('dueDay', { weekday: parts.weekday, day: parts.day, time: parts.time });
      return t('dueDate', { date: parts.date, time: parts.time });
    },
    [t, locale, timeZone],
  );
}
