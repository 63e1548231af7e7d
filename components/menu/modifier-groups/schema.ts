import { z } from 'zod';
import {
  MV,
  modifierGroupRequest,
  modifierOptionRequest,
  moneyText,
  type ModifierGroup,
  type ModifierGroupRequest,
} from '@/lib/contract';
import { centsToInput } from '@/lib/money';

/**
 * The drawer's schema: the contract's rules, but prices stay the merchant's dollar text and the
 * selection counts the number fields' text, so nothing typed is lost when a rule refuses it.
 */
const countText = (rule: z.ZodNumber) =>
  z
    .string()
    .trim()
    // NaN fails the contract's z.number() with its "required" message, like a missing value.
    .transform((v) => (v === '' ? NaN : Number(v)))
    .pipe(rule);

const group = modifierGroupRequest.shape;
export const modifierGroupForm = z
  .object({
    name: group.name,
    required: z.boolean(),
    min_selections: countText(group.min_selections),
    max_selections: countText(group.max_selections),
    options: z
      .array(
        z.object({
          _id: z.string().optional(),
          name: modifierOptionRequest.shape.name,
          price: moneyText({ required: true, allowZero: true }),
          available: z.boolean(),
        }),
      )
      .min(1, MV.options)
      .max(50, MV.options),
  })
  // The contract's two cross-field rules, on the same fields.
  .refine((g) => g.max_selections >= g.min_selections, { message: MV.minMax, path: ['max_selections'] })
  .refine((g) => !g.required || g.min_selections >= 1, { message: MV.minMax, path: ['min_selections'] });

export type ModifierGroupFormIn = z.input<typeof modifierGroupForm>;
export type ModifierGroupFormOut = z.output<typeof modifierGroupForm>;

export const emptyOption = (): ModifierGroupFormIn['options'][number] => ({ name: '', price: '', available: true });

export function toFormValues(g: ModifierGroup | undefined, locale: string): ModifierGroupFormIn {
  if (!g) return { name: '', required: false, min_selections: '0', max_selections: '1', options: [emptyOption()] };
  return {
    name: g.name,
    required: g.required,
    min_selections: String(g.min_selections),
    max_selections: String(g.max_selections),
    options: g.options.map((o) => ({
      _id: o._id,
      name: o.name,
      price: centsToInput(o.price, locale),
      available: o.available,
    })),
  };
}

export function toRequest(v: ModifierGroupFormOut): ModifierGroupRequest {
  return {
    ...v,
    // moneyText({required}) only lets a filled price through; the fallback is for the type.
    options: v.options.map((o) => ({ ...o, price: o.price ?? 0 })),
  };
}

/** The fields the server may name in a 422, including each option's (`options.0.price`). */
export function serverFields(optionCount: number): string[] {
  const perOption = Array.from({ length: optionCount }, (_, i) =>
    ['name', 'price', 'available', '_id'].map((f) => `options.${i}.${f}`),
  ).flat();
  return ['name', 'required', 'min_selections', 'max_selections', 'options', ...perOption];
}
