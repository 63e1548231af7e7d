import { z } from 'zod';
import { MAX_CALORIES, MV, V, menuName, moneyText, type Item, type ItemRequest } from '@/lib/contract';
import { centsToInput } from '@/lib/money';

/**
 * The contract's item rules on the drawer's fields; prices stay the merchant's dollar text
 * (kept as typed when something is refused) and become cents on submit.
 */
export const itemForm = z
  .object({
    name: menuName(),
    price: moneyText({ required: true, allowZero: true }),
    category_id: z.string().trim().min(1, V.required),
    description: z.string().trim().max(500, MV.max500),
    image: z.string().nullable(),
    min_purchase_value: moneyText(),
    modifier_groups: z.array(z.string()),
    custom_tax: z.boolean(),
    taxes: z.array(z.string()),
    available: z.boolean(),
    // Whole kcal as typed; empty means none.
    calories: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,4}$/.test(v) && Number(v) <= MAX_CALORIES), MV.calories)
      .transform((v) => (v === '' ? null : Number(v))),
    // Keys of the contract's fixed lists (the pickers offer nothing else; the API checks them).
    allergens: z.array(z.string()),
    preferences: z.array(z.string()),
  })
  // lib/contract's itemRequest rule, on the same field (SPEC §5: custom tax required).
  .refine((i) => !i.custom_tax || i.taxes.length > 0, { message: MV.customTax, path: ['taxes'] });

export type ItemFormIn = z.input<typeof itemForm>;
export type ItemFormOut = z.output<typeof itemForm>;

/** The fields a 422 may name. */
export const ITEM_FIELDS = [
  'name',
  'price',
  'category_id',
  'description',
  'image',
  'min_purchase_value',
  'modifier_groups',
  'custom_tax',
  'taxes',
  'available',
  'calories',
  'allergens',
  'preferences',
] as const;

export function toFormValues(item: Item | undefined, categoryId: string | undefined, locale: string): ItemFormIn {
  return {
    name: item?.name ?? '',
    price: centsToInput(item?.price, locale),
    category_id: item?.category_id ?? categoryId ?? '',
    description: item?.description ?? '',
    image: item?.image ?? null,
    min_purchase_value: centsToInput(item?.min_purchase_value, locale),
    modifier_groups: item?.modifier_groups ?? [],
    custom_tax: item?.custom_tax ?? false,
    taxes: item?.taxes ?? [],
    available: item?.available ?? true,
    calories: item?.calories == null ? '' : String(item.calories),
    allergens: item?.allergens ?? [],
    preferences: item?.preferences ?? [],
  };
}

export function toRequest(v: ItemFormOut): ItemRequest {
  return {
    name: v.name,
    // moneyText({required}) lets only a filled price through; the fallback is for the type.
    price: v.price ?? 0,
    category_id: v.category_id,
    description: v.description,
    image: v.image,
    min_purchase_value: v.min_purchase_value,
    modifier_groups: v.modifier_groups,
    custom_tax: v.custom_tax,
    // Taxes only mean something with custom taxes on; the location's defaults apply otherwise.
    taxes: v.custom_tax ? v.taxes : [],
    available: v.available,
    calories: v.calories,
    allergens: v.allergens,
    preferences: v.preferences,
  };
}
