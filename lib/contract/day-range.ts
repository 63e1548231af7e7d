import type { z } from 'zod';
import { daysBetween, isDay } from './plain/date-range';
import { OV } from './plain/orders';
import { V } from './rules';

/**
 * A query's inclusive range of local days, `from` and `to` (YYYY-MM-DD): both required, `to` not
 * before `from`, at most `maxDays` days long. Field errors land on `from`/`to`; a malformed day
 * already has its own issue (day checks do not stop the object's), so the span is not checked then.
 */
export function checkDayRange(
  q: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
  maxDays: number,
): void {
  if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: V.required });
  if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: V.required });
  if (!isDay(q.from) || !isDay(q.to)) return;
  const span = daysBetween(q.from, q.to);
  if (span < 0 || span >= maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: OV.dateRange });
}
