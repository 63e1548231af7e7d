import { z } from 'zod';
import { MV, comboRequest, moneyText, type Category, type Combo, type ComboRequest } from '@/lib/contract';
import { centsToInput } from '@/lib/money';

const combo = comboRequest.shape;

/**
 * The drawer's schema: the contract's rules with prices as dollar text and the item count as
 * the number field's text. The count only matters for "choose"; for "all" whatever is typed
 * there is ignored rather than refused, since the field is hidden.
 */
export const comboForm = z
  .object({
    name: combo.name,
    description: combo.description,
    price: moneyText({ required: true }),
    discount: moneyText(),
    type: combo.type,
    item_count: z
      .string()
      .trim()
      .transform((v) => (v === '' ? null : Number(v))),
    items: combo.items,
    available: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.type !== 'choose') return;
    if (c.item_count === null) ctx.addIssue({ code: 'custom', message: MV.itemCount, path: ['item_count'] });
    else if (!Number.isInteger(c.item_count) || c.item_count < 1 || c.item_count > Math.max(c.items.length, 1))
      ctx.addIssue({ code: 'custom', message: MV.itemCountRange, path: ['item_count'] });
  });

export type ComboFormIn = z.input<typeof comboForm>;
export type ComboFormOut = z.output<typeof comboForm>;

export function toFormValues(c: Combo | undefined, locale: string): ComboFormIn {
  if (!c)
    return {
      name: '',
      description: '',
      price: '',
      discount: '',
      type: 'all',
      item_count: '',
      items: [],
      available: true,
    };
  return {
    name: c.name,
    description: c.description ?? '',
    price: centsToInput(c.price, locale),
    discount: c.discount ? centsToInput(c.discount, locale) : '',
    type: c.type,
    item_count: c.item_count == null ? '' : String(c.item_count),
    items: c.items,
    available: c.available,
  };
}

export function toRequest(v: ComboFormOut): ComboRequest {
  return {
    ...v,
    // moneyText({required}) lets only a filled price through; the fallback is for the type.
    price: v.price ?? 0,
    discount: v.discount ?? 0,
    item_count: v.type === 'choose' ? v.item_count : null,
  };
}

export const SERVER_FIELDS = [
  'name',
  'description',
  'price',
  'discount',
  'type',
  'item_count',
  'items',
  'available',
] as const;

/** Every item of the menu for the items picker, grouped by its category. */
export function itemOptions(categories: Category[] | undefined) {
  return (categories ?? []).flatMap((c) => c.items.map((i) => ({ _id: i._id, name: i.name, group: c.name })));
}
