import { z } from 'zod';
import { lineText, multilineText, plainString, V } from './rules';

/**
 * The menu of one location (SPEC §3, §5, §7): categories holding items, modifier groups, combos
 * and taxes. Every entity belongs to a business and a location; money is integer cents. The
 * whole-menu tools (bulk changes, copy, CSV import, Clover, uploads) are in menu-tools.ts.
 */

export const MV = {
  name3to20: 'validation.name3to20',
  price: 'validation.priceRequired',
  cents: 'validation.money',
  moneyNegative: 'validation.moneyNegative',
  customTax: 'validation.customTaxRequired',
  itemCount: 'validation.itemCountRequired',
  itemCountRange: 'validation.itemCountRange',
  comboItems: 'validation.comboItemsRequired',
  options: 'validation.optionsRequired',
  minMax: 'validation.minMaxSelections',
  rate: 'validation.taxRate',
  max500: 'validation.max500',
  idList: 'validation.idList',
  calories: 'validation.calories',
  allergens: 'validation.allergens',
  preferences: 'validation.preferences',
} as const;

/** SPEC §5: item and combo names (and, by our choice, category names) have 3 to 20 characters. */
export const menuName = () => lineText().min(1, V.required).min(3, MV.name3to20).max(20, MV.name3to20);
/** Modifier-group, option and tax names: 1 to 64 characters. */
const shortName = () => lineText().min(1, V.required).max(64, V.max64);
/** Integer cents, 0 … 999,999.99. */
export const cents = (required: string = V.required) =>
  z.number({ error: required }).int(MV.cents).min(0, MV.moneyNegative).max(99_999_999, MV.cents);
/** An optional description of up to 500 characters; blank is none. */
export const menuDescription = () =>
  multilineText()
    .max(500, MV.max500)
    .optional()
    .transform((v) => (v ? v : undefined));
const idList = () => z.array(plainString().min(1).max(64), { error: MV.idList }).max(500, MV.idList);

// ---------------------------------------------------------------- taxes

/** Rate in percent with at most 3 decimals (14.975), 0–100. */
export const taxRate = () =>
  z
    .number({ error: V.required })
    .min(0, MV.rate)
    .max(100, MV.rate)
    .refine((r) => Math.abs(Math.round(r * 1000) - r * 1000) < 1e-6, MV.rate);

export const taxSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rate: z.number(),
  /** Applied to items that have no custom taxes. */
  is_default: z.boolean(),
});
export type Tax = z.infer<typeof taxSchema>;
export const taxRequest = z.object({
  name: shortName(),
  rate: taxRate(),
  is_default: z.boolean().optional().default(false),
});
export type TaxRequest = z.input<typeof taxRequest>;
export const taxReply = z.object({ tax: taxSchema, message: z.string().optional() });
export const taxesReply = z.object({ taxes: z.array(taxSchema) });

// ---------------------------------------------------------------- modifier groups

export const modifierOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Cents added to the item price. */
  price: z.number().int(),
  available: z.boolean(),
});
export const modifierGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  required: z.boolean(),
  min_selections: z.number().int(),
  max_selections: z.number().int(),
  options: z.array(modifierOptionSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;
export const modifierOptionRequest = z.object({
  /** Kept on update so that existing options keep their id. */
  _id: plainString().optional(),
  name: shortName(),
  price: cents(MV.price),
  available: z.boolean().optional().default(true),
});
export const modifierGroupRequest = z
  .object({
    name: shortName(),
    required: z.boolean().optional().default(false),
    min_selections: z.number({ error: V.required }).int(MV.minMax).min(0, MV.minMax).max(50, MV.minMax),
    max_selections: z.number({ error: V.required }).int(MV.minMax).min(1, MV.minMax).max(50, MV.minMax),
    options: z.array(modifierOptionRequest, { error: MV.options }).min(1, MV.options).max(50, MV.options),
  })
  .refine((g) => g.max_selections >= g.min_selections, { message: MV.minMax, path: ['max_selections'] })
  .refine((g) => !g.required || g.min_selections >= 1, { message: MV.minMax, path: ['min_selections'] });
export type ModifierGroupRequest = z.input<typeof modifierGroupRequest>;
export const modifierGroupReply = z.object({ modifier_group: modifierGroupSchema, message: z.string().optional() });
export const modifierGroupsReply = z.object({ modifier_groups: z.array(modifierGroupSchema) });

// ---------------------------------------------------------------- items and categories

/**
 * What the storefront shows beside an item when menu_appearance asks (SPEC §3 has the switches,
 * not the item fields: docs/decisions.md). Allergens are Health Canada's priority food allergens;
 * both lists are keys the portal translates.
 */
export const allergenKeys = [
  'peanuts',
  'tree_nuts',
  'milk',
  'eggs',
  'fish',
  'crustaceans_shellfish',
  'sesame',
  'soy',
  'wheat_triticale',
  'mustard',
  'sulphites',
] as const;
export type Allergen = (typeof allergenKeys)[number];
export const preferenceKeys = ['vegetarian', 'vegan', 'gluten_free', 'dairy_free', 'halal', 'kosher', 'spicy'] as const;
export type Preference = (typeof preferenceKeys)[number];
export const MAX_CALORIES = 9999;

/**
 * A list of keys of `keys`, refused as a whole on its field when one is unknown; repeats dropped
 * and the list's own order kept, so the storefront lists them the same way for every item.
 */
const keyList = <K extends string>(keys: readonly K[], message: string) =>
  z
    .array(z.string({ error: message }), { error: message })
    .refine((list) => list.every((k) => (keys as readonly string[]).includes(k)), message)
    .transform((list) => keys.filter((k) => list.includes(k)));

export const itemSchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Cents. */
  price: z.number().int(),
  image: z.string().nullable(),
  /** Cents; null when the item has no minimum. */
  min_purchase_value: z.number().int().nullable(),
  modifier_groups: z.array(z.string()),
  /** true: `taxes` apply; false: the location's default taxes apply. */
  custom_tax: z.boolean(),
  taxes: z.array(z.string()),
  available: z.boolean(),
  sort: z.number().int(),
  /** kcal; null when not given. */
  calories: z.number().int().nullable(),
  allergens: z.array(z.enum(allergenKeys)),
  preferences: z.array(z.enum(preferenceKeys)),
});
export type Item = z.infer<typeof itemSchema>;

const itemFields = {
  name: menuName(),
  price: cents(MV.price),
  category_id: lineText().min(1, V.required),
  description: menuDescription(),
  /** A URL from POST upload (or any https image URL); null removes it. */
  image: lineText().max(1000, V.url).nullable().optional(),
  min_purchase_value: cents().nullable().optional(),
  modifier_groups: idList().optional(),
  custom_tax: z.boolean().optional(),
  taxes: idList().optional(),
  available: z.boolean().optional(),
  /** null removes it. */
  calories: z
    .number({ error: MV.calories })
    .int(MV.calories)
    .min(0, MV.calories)
    .max(MAX_CALORIES, MV.calories)
    .nullable()
    .optional(),
  allergens: keyList(allergenKeys, MV.allergens).optional(),
  preferences: keyList(preferenceKeys, MV.preferences).optional(),
};
const customTaxRule = (i: { custom_tax?: boolean; taxes?: string[] }) => !i.custom_tax || (i.taxes?.length ?? 0) > 0;
export const itemRequest = z.object(itemFields).refine(customTaxRule, { message: MV.customTax, path: ['taxes'] });
export type ItemRequest = z.input<typeof itemRequest>;
/** PUT item/{id}: any subset of the fields. */
export const itemUpdateRequest = z
  .object({
    ...itemFields,
    name: itemFields.name.optional(),
    price: itemFields.price.optional(),
    category_id: itemFields.category_id.optional(),
  })
  .refine(customTaxRule, { message: MV.customTax, path: ['taxes'] });
export type ItemUpdateRequest = z.input<typeof itemUpdateRequest>;
export const itemReply = z.object({ item: itemSchema, message: z.string().optional() });

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  available: z.boolean(),
  sort: z.number().int(),
  items: z.array(itemSchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryRequest = z.object({
  name: menuName(),
  description: menuDescription(),
  available: z.boolean().optional(),
});
export type CategoryRequest = z.input<typeof categoryRequest>;
export const categoryUpdateRequest = categoryRequest.partial();
/** POST/PUT category and clone: the category with its items. */
export const categoryReply = z.object({ category: categorySchema, message: z.string().optional() });
/** GET category: every category in sort order, each with its items in sort order. */
export const categoriesReply = z.object({ categories: z.array(categorySchema) });
/** GET category/list: ids and names only (pickers). */
export const categoryListReply = z.object({ categories: z.array(z.object({ _id: z.string(), name: z.string() })) });
export const categorySortRequest = z.object({ categories: z.array(plainString()).min(1, V.required) });
export const itemSortRequest = z.object({
  items: z.array(plainString()).min(1, V.required),
  category_id: plainString().min(1, V.required),
});
/** GET item/sync: every item of the location, flat (for POS sync). */
export const itemSyncReply = z.object({ items: z.array(itemSchema), synced_at: z.string() });

// ---------------------------------------------------------------- combos

export const comboTypes = ['all', 'choose'] as const;
export const comboSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Cents: what the customer pays for the combo. */
  price: z.number().int(),
  /** Cents: the saving shown next to the combo ("save $2.00"); 0 for none. */
  discount: z.number().int(),
  /** all: every listed item is included; choose: the customer picks `item_count` of them. */
  type: z.enum(comboTypes),
  item_count: z.number().int().nullable(),
  items: z.array(z.string()),
  available: z.boolean(),
});
export type Combo = z.infer<typeof comboSchema>;
export const comboRequest = z
  .object({
    name: menuName(),
    description: menuDescription(),
    price: cents(MV.price),
    discount: cents().optional().default(0),
    type: z.enum(comboTypes, { error: V.choice }),
    item_count: z.number({ error: MV.itemCount }).int(MV.itemCount).min(1, MV.itemCountRange).nullable().optional(),
    items: idList().min(1, MV.comboItems),
    available: z.boolean().optional().default(true),
  })
  .refine((c) => c.type !== 'choose' || c.item_count != null, { message: MV.itemCount, path: ['item_count'] })
  .refine((c) => c.type !== 'choose' || c.item_count == null || c.item_count <= c.items.length, {
    message: MV.itemCountRange,
    path: ['item_count'],
  });
export type ComboRequest = z.input<typeof comboRequest>;
export const comboReply = z.object({ combo: comboSchema, message: z.string().optional() });
export const combosReply = z.object({ combos: z.array(comboSchema) });
