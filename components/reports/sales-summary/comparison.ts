import type { SalesFigureKey } from '@/lib/contract/plain/sales-summary';

/** How a figure moved against the previous period of the same length. */
export interface Change {
  direction: 'up' | 'down' | 'same';
  /** (current − previous) / previous × 100; null when the previous period had none (nothing to divide by). */
  percent: number | null;
}

export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  return { direction, percent: previous === 0 ? (current === 0 ? 0 : null) : ((current - previous) / previous) * 100 };
}

/** Figures for which more is worse news: their rise shows in the warning colour, their fall in the good one. */
export const LOWER_IS_BETTER: ReadonlySet<SalesFigureKey> = new Set(['refunds', 'discounts', 'cancelled_orders']);

/** The tone of a change for a figure: good, bad or neither. */
export function toneOf(key: SalesFigureKey, change: Change): 'good' | 'bad' | 'neutral' {
  if (change.direction === 'same') return 'neutral';
  const better = (change.direction === 'up') !== LOWER_IS_BETTER.has(key);
  return better ? 'good' : 'bad';
}
