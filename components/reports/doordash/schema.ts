import { z } from 'zod';
import { doordashInvoiceRequest, HISTORY_MAX_DAYS, OV, type DoordashInvoiceRequest } from '@/lib/contract';
import { daysBetween, isDay } from '@/lib/dates';

/**
 * The invoice import form: the contract's request, plus what the server checks on the period
 * (forward, at most HISTORY_MAX_DAYS days) said on `to` before sending.
 */
export const invoiceForm = doordashInvoiceRequest.superRefine((v, ctx) => {
  if (!isDay(v.from) || !isDay(v.to)) return;
  const days = daysBetween(v.from, v.to);
  if (days < 0 || days >= HISTORY_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: OV.dateRange });
});

export type InvoiceFormIn = z.input<typeof invoiceForm>;
export type InvoiceFormOut = z.output<typeof invoiceForm>;

export const toRequest = (v: InvoiceFormOut): DoordashInvoiceRequest => ({
  from: v.from,
  to: v.to,
  csv: v.csv,
  file_name: v.file_name ?? undefined,
});

export const SERVER_FIELDS = ['from', 'to', 'csv', 'file_name'] as const;

/** The refusal's per-line texts ("line 3" → its problems), in line order; empty when it has none. */
export function lineErrorsOf(fieldErrors: Record<string, string[]>): { line: number; texts: string[] }[] {
  return Object.entries(fieldErrors)
    .map(([key, texts]) => ({ line: Number(/^line (\d+)$/.exec(key)?.[1]), texts }))
    .filter((e) => Number.isInteger(e.line))
    .sort((a, b) => a.line - b.line);
}
