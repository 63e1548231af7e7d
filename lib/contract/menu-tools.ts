import { z } from 'zod';
import { plainString, V } from './rules';
import { cents, itemSchema, menuDescription, menuName, MV } from './menu';

/**
 * The whole-menu tools of one location (SPEC §7): several items changed at once, the menu copied
 * to another location, the menu CSV imported; the Clover link and its import, and image uploads
 * (menu, store design, reservations). The menu's own entities are in menu.ts.
 */

// ---------------------------------------------------------------- bulk tools

/** POST item/bulk: change several items at once; at least one change. */
export const bulkItemRequest = z
  .object({
    item_ids: z.array(plainString()).min(1, V.required).max(6000, MV.idList),
    /** amount: cents added (negative lowers); percent: e.g. 10 or -5.5, result rounded half up to the cent. */
    price_change: z
      .object({
        mode: z.enum(['amount', 'percent'], { error: V.choice }),
        value: z.number({ error: V.required }).min(-100_000_00).max(100_000_00),
      })
      .optional(),
    available: z.boolean().optional(),
    category_id: plainString().min(1).optional(),
  })
  .refine((b) => b.price_change !== undefined || b.available !== undefined || b.category_id !== undefined, {
    message: V.required,
    path: ['_'],
  });
export type BulkItemRequest = z.input<typeof bulkItemRequest>;
export const bulkItemReply = z.object({ items: z.array(itemSchema), message: z.string() });

/** POST menu/copy: copy the given categories (or the whole menu) with their items to another location. */
export const menuCopyRequest = z.object({
  location_id: plainString().min(1, V.required),
  category_ids: z.array(plainString()).optional(),
});
export const menuCopyReply = z.object({ message: z.string(), categories: z.number().int(), items: z.number().int() });

/** One row of the menu CSV (columns: category, name, price, description, available, min_purchase_value). */
export const menuImportRow = z.object({
  /** 1-based line number in the file (after the header: the first data row is 2). */
  row: z.number().int(),
  category: menuName(),
  name: menuName(),
  price: cents(MV.price),
  description: menuDescription(),
  available: z.boolean(),
  min_purchase_value: cents().nullable(),
});
export type MenuImportRow = z.infer<typeof menuImportRow>;
/**
 * POST menu/import: rows matched by category name then item name (case-insensitive); new ones
 * are created, matching ones updated; nothing is deleted. All or nothing: a bad row refuses
 * the whole import with errors keyed `rows.<row>.<field>`.
 */
export const menuImportRequest = z.object({ rows: z.array(menuImportRow).min(1, V.required).max(6000, MV.idList) });
export const menuImportReply = z.object({
  message: z.string(),
  created_categories: z.number().int(),
  created_items: z.number().int(),
  updated_items: z.number().int(),
});

// ---------------------------------------------------------------- integration and uploads

export const integrationReply = z.object({
  integration: z
    .object({ provider: z.literal('clover'), merchant_id: z.string(), connected_at: z.string() })
    .nullable(),
  images: z.array(z.string()),
  external_location_id: z.string().nullable(),
  is_import_clover_available: z.boolean(),
});
export type Integration = z.infer<typeof integrationReply>;
/** POST integration/clover/import: Clover's categories, items, modifier groups and tax rates into this location. */
export const cloverImportReply = z.object({
  message: z.string(),
  categories: z.number().int(),
  items: z.number().int(),
  modifier_groups: z.number().int(),
  taxes: z.number().int(),
});

/** POST upload (multipart, field `file`): an image up to 2 MB (JPEG, PNG, WebP or GIF). */
export const uploadReply = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
