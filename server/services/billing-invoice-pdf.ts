import { asc, desc, eq } from 'drizzle-orm';
import { invoiceNumber } from '../../lib/contract';
import type { Db } from '../db/client';
import { businesses, countries, locations, states, type InvoiceLine } from '../db/schema';
import { t, tPlanName, type Lang } from '../i18n';
import { loadInvoice } from './billing-invoices';
import { writePdf, type PdfLine } from './billing-pdf';

const locale = (lang: Lang) => (lang === 'fr' ? 'fr-CA' : 'en-US');
const money = (cents: number, currency: string, lang: Lang) =>
  new Intl.NumberFormat(locale(lang), { style: 'currency', currency }).format(cents / 100);
// Dates of the subscription are instants; invoices print them in UTC so every reader sees the same day.
const day = (d: Date, lang: Lang) =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(d);

function lineText(line: InvoiceLine, lang: Lang): string {
  const plan = tPlanName(lang, line.plan);
  return line.kind === 'plan'
    ? t(lang, 'invoiceLinePlan', { plan })
    : t(lang, 'invoiceLineUpgrade', { plan, days: line.remainingDays, total: line.totalDays });
}

/** The invoice as a one-page PDF: the business and its address, the lines, tax, total, paid or due. */
export async function invoicePdf(db: Db, businessId: string, invoiceId: string, lang: Lang) {
  const inv = await loadInvoice(db, businessId, invoiceId);
  const [b] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  const [address] = await db
    .select({ l: locations, state: states.name, country: countries.name })
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.businessId, businessId))
    .orderBy(desc(locations.isPrimary), asc(locations.id))
    .limit(1);
  const number = invoiceNumber(inv.number);
  const m = (cents: number) => money(cents, inv.currency, lang);
  const right = 420;
  const lines: PdfLine[] = [
    { text: t(lang, 'invoiceTitle', { number }), size: 20, bold: true },
    { text: b?.name ?? '', size: 12, bold: true, gap: 12 },
    ...(address
      ? [
          { text: address.l.street },
          { text: `${address.l.city}, ${address.state} ${address.l.zipPostalCode}` },
          { text: address.country },
        ]
      : []),
    { text: t(lang, 'invoiceIssued', { date: day(inv.issuedAt, lang) }), gap: 12 },
    { text: t(lang, 'invoicePeriod', { from: day(inv.periodStart, lang), to: day(inv.periodEnd, lang) }) },
    ...inv.lines.flatMap((l, i): PdfLine[] => [
      { text: lineText(l, lang), gap: i === 0 ? 16 : 0 },
      { text: m(l.amount), x: right, gap: -15.4 },
    ]),
    { text: t(lang, 'invoiceSubtotal'), gap: 16 },
    { text: m(inv.subtotal), x: right, gap: -15.4 },
    { text: t(lang, 'invoiceTax') },
    { text: m(inv.tax), x: right, gap: -15.4 },
    { text: t(lang, 'invoiceTotal'), bold: true },
    { text: m(inv.total), x: right, bold: true, gap: -15.4 },
    {
      text:
        inv.status === 'paid'
          ? t(lang, 'invoicePaid', { date: day(inv.paidAt ?? inv.issuedAt, lang) })
          : t(lang, 'invoiceDue', { amount: m(inv.total) }),
      bold: true,
      gap: 16,
    },
  ];
  return { pdf: writePdf(lines, number), fileName: `${number}.pdf` };
}
