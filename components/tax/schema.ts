import { z } from 'zod';
import { MV, V, taxRequest, type Tax, type TaxRequest } from '@/lib/contract';

const tax = taxRequest.shape;

/**
 * The dialog's schema: the contract's rules with the rate as typed text. Either decimal mark is
 * accepted ("9.975" or "9,975"): French keyboards and habits use the comma.
 */
export const taxForm = z.object({
  name: tax.name,
  rate: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: V.required });
        return z.NEVER;
      }
      if (!/^\d+([.,]\d+)?$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: MV.rate });
        return z.NEVER;
      }
      return Number(v.replace(',', '.'));
    })
    .pipe(tax.rate),
  is_default: z.boolean(),
});

export type TaxFormIn = z.input<typeof taxForm>;
export type TaxFormOut = z.output<typeof taxForm>;

export function toFormValues(t: Tax | undefined, locale: string): TaxFormIn {
  if (!t) return { name: '', rate: '', is_default: false };
  const rate = String(t.rate);
  return { name: t.name, rate: locale.startsWith('fr') ? rate.replace('.', ',') : rate, is_default: t.is_default };
}

export const toRequest = (v: TaxFormOut): TaxRequest => v;

export const SERVER_FIELDS = ['name', 'rate', 'is_default'] as const;
