import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { bulkItemRequest, itemRequest, itemSortRequest, itemUpdateRequest, MV, type bulkItemReply, type itemReply } from '../../lib/contract';
import { items } from '../db/schema';
import { t, tValidation } from '../i18n';
import { fieldFail, fieldsFail, readBody } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { categoryOr404, checkItemReferences, itemOr404, itemsOr404, menuScope } from '../services/menu-access';
import { applyBulkChange, planBulkPrices, type PricePlan } from '../services/menu-bulk';
import { cloneItem, createItem, deleteItem, patchedItem, sortItems, updateItem } from '../services/menu-items';
import { inScope, itemOrder, itemsJsonText, JSON_TYPE } from '../services/menu-serialize';
import { compareIdSets } from '../services/menu-sort';
import type { AppEnv } from '../types';

type ItemReply = z.infer<typeof itemReply>;
const menuAccess = requirePermission('menu');

/** 422 on price_change.value naming the first item whose price would go out of bounds. */
function bulkPriceFail(c: Context<AppEnv>, plan: Extract<PricePlan, { problem: string }>) {
  const key = plan.problem === 'notCents' ? 'bulkAmountCents' : plan.problem === 'negative' ? 'bulkPriceNegative' : 'bulkPriceTooLarge';
  return fieldFail(c, 'price_change.value', key, { name: plan.name ?? '' });
}

async function cloneHandler(c: Context<AppEnv>) {
  const original = await itemOr404(c, await menuScope(c), c.req.param('id')!);
  const item = await cloneItem(c.get('deps').db, original, t(c.get('lang'), 'copySuffix'));
  const reply: ItemReply = { item, message: t(c.get('lang'), 'itemCloned') };
  return c.json(reply, 201);
}

/** Menu items of the call's location (SPEC §7 Item, plus bulk changes); every id outside it is a 404. */
export const itemsRoutes = new Hono<AppEnv>()
  .post('/item', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, itemRequest);
    const scope = await menuScope(c);
    const refs = await checkItemReferences(c, scope, body);
    const item = await createItem(c.get('deps').db, scope, body, refs);
    const reply: ItemReply = { item, message: t(c.get('lang'), 'itemCreated') };
    return c.json(reply, 201);
  })
  .get('/item/sync', requireAuth, menuAccess, async (c) => {
    const json = await itemsJsonText(c.get('deps').db, await menuScope(c));
    // itemSyncReply, with the item list passed through as the database wrote it (see itemsJsonText).
    return c.body(`{"items":${json},"synced_at":${JSON.stringify(c.get('deps').now().toISOString())}}`, 200, JSON_TYPE);
  })
  .post('/item/sort', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, itemSortRequest);
    const scope = await menuScope(c);
    await categoryOr404(c, scope, body.category_id);
    const db = c.get('deps').db;
    // Ids from elsewhere in this menu are a 422 (wrong set); ids outside it a 404, like everywhere.
    await itemsOr404(c, scope, body.items);
    const existing = await db
      .select({ id: items.id })
      .from(items)
      .where(and(inScope(items, scope), eq(items.categoryId, body.category_id)))
      .orderBy(...itemOrder);
    if (compareIdSets(body.items, existing.map((r) => r.id)) !== 'ok') throw fieldFail(c, 'items', 'itemSortMismatch');
    await sortItems(db, scope, body.category_id, body.items);
    return c.json({ message: t(c.get('lang'), 'itemsSorted') });
  })
  .post('/item/bulk', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, bulkItemRequest);
    const scope = await menuScope(c);
    const targets = await itemsOr404(c, scope, body.item_ids);
    if (body.category_id !== undefined) await checkItemReferences(c, scope, { category_id: body.category_id });
    const plan = body.price_change && planBulkPrices(targets, body.price_change);
    if (plan && 'problem' in plan) throw bulkPriceFail(c, plan);
    const changed = await applyBulkChange(c.get('deps').db, scope, targets, { prices: plan?.prices, available: body.available, categoryId: body.category_id });
    const reply: z.infer<typeof bulkItemReply> = { items: changed, message: t(c.get('lang'), 'itemsBulkUpdated', { count: changed.length }) };
    return c.json(reply);
  })
  .put('/item/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const current = await itemOr404(c, scope, c.req.param('id'));
    const body = await readBody(c, itemUpdateRequest);
    const refs = await checkItemReferences(c, scope, body);
    const set = patchedItem(current, body, refs);
    // The contract checks custom_tax against the taxes sent; a partial update must also hold with the stored ones.
    if ((set.customTax ?? current.customTax) && !(set.taxIds ?? current.taxIds).length) {
      throw fieldsFail(c.get('lang'), { taxes: [tValidation(c.get('lang'), MV.customTax)] });
    }
    const item = await updateItem(c.get('deps').db, scope, current, set);
    const reply: ItemReply = { item, message: t(c.get('lang'), 'itemUpdated') };
    return c.json(reply);
  })
  .delete('/item/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    await itemOr404(c, scope, c.req.param('id'));
    await deleteItem(c.get('deps').db, scope, c.req.param('id'));
    return c.json({ message: t(c.get('lang'), 'itemDeleted') });
  })
  // SPEC §7 writes the clone path with a trailing slash; both spellings are served.
  .post('/item/:id/clone/', requireAuth, menuAccess, cloneHandler)
  .post('/item/:id/clone', requireAuth, menuAccess, cloneHandler);
