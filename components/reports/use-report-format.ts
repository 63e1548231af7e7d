'use client';
import { useFormatter, useLocale } from 'next-intl';
import { useMemo } from 'react';
import { isDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { ReportCell, ReportCellKind } from './report-table';

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A report cell for the screen, in the viewer's language and the location's currency. */
export function useReportFormat(currency: string) {
  const format = useFormatter();
  const locale = useLocale();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const money = (cents: number) => formatMoney(cents, currency, locale);
    const day = (d: string) => format.dateTime(utcDate(d), { dateStyle: 'medium', timeZone: 'UTC' });
    const cell = (value: ReportCell, kind: ReportCellKind): string => {
      if (value === null || value === undefined) return '—';
      switch (kind) {
        case 'money':
          return money(Number(value));
        case 'count':
          return format.number(Number(value));
        case 'day':
          // A total row's label sits in the day column too.
          return isDay(value) ? day(value) : String(value);
        case 'percent':
          return percent.format(Number(value) / 100);
        default:
          return String(value);
      }
    };
    return { cell, money, day, count: (n: number) => format.number(n) };
  }, [format, locale, currency]);
}
