'use client';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import type { StoreService } from '@/lib/contract/store';
import { MAX_PERIOD_DAYS, periodDays } from '@/lib/contract/store-holidays';
import { zonedTime } from '@/lib/contract/time-zone';
import { AffectedOrders } from './AffectedOrders';

interface Props {
  /** First and last local day (YYYY-MM-DD, inclusive) as the form holds them, perhaps half typed. */
  from: string | undefined;
  to: string | undefined;
  services: readonly StoreService[] | undefined;
}

/**
 * The scheduled orders already placed on the days a holiday or blocked date would cover, shown in
 * its form before it is saved: from the location's midnight starting the first day to the one
 * ending the last. Nothing while the days are not a valid period yet.
 */
export function PeriodAffectedOrders({ from, to, services }: Props) {
  const { timeZone } = useCurrentLocation();
  const days = from && to ? periodDays(from, to) : NaN;
  if (!timeZone || !services?.length || !(days >= 1 && days <= MAX_PERIOD_DAYS)) return null;
  const midnight = (day: string, plus: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return zonedTime(timeZone, y, m, d + plus).toISOString();
  };
  return <AffectedOrders from={midnight(from!, 0)} to={midnight(to!, 1)} services={services} />;
}
