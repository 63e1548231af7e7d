import type { z } from 'zod';
import {
  bulkItemRequest,
  itemRequest,
  itemSortRequest,
  itemUpdateRequest,
  MV,
  type bulkItemReply,
  type itemReply,
} from '../../lib/contract';
import { ApiRoutes, type ScopedContext } from '../api-routes';
import { t, tValidation } from '../i18n';
import { fieldFail, fieldsFail, readBody } from '../lib/http';
import { checkItemReferences, menuRowOr404, menuRowsOr404 } from '../services/menu-access';
import { applyBulkChange, planBulkPrices, type PricePlan } from '../services/menu-bulk';
import { cloneItem, createItem, deleteItem, patchedItem, sortItems, updateItem } from '../services/menu-items';
import { itemsJsonText, JSON_TYPE } from '../services/menu-serialize';

type ItemReply = z.infer<typeof itemReply>;

/** 422 on price_change.value naming the first item whose price would go out of bounds. */
function bulkPriceFail(plan: Extract<PricePlan, { problem: string }>) {
  const key =
    plan.problem === 'notCents'
      ? 'bulkAmountCents'
      : plan.problem === 'negative'
        ? 'bulkPriceNegative'
        : 'bulkPriceTooLarge';
  return fieldFail('price_change.value', key, { name: plan.name ?? '' });
}

/** SPEC §7 writes the clone path with a trailing slash; both spellings are served. */
async function cloneHandler(c: ScopedContext<'POST /item/:id/clone' | 'POST /item/:id/clone/'>) {
  const { deps, scope, lang } = c.var;
  const original = await menuRowOr404(deps.db, scope, 'item', c.req.param('id'));
  const item = await cloneItem(deps.db, original, t(lang, 'copySuffix'));
  const reply: ItemReply = { item, message: t(lang, 'itemCloned') };
  return c.json(reply, 201);
}

/** Menu items of the call's location (SPEC §7 Item, plus bulk changes); every id outside it is a 404. */
export const itemsRoutes = new ApiRoutes()
  .handle('POST /item', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, itemRequest);
    const refs = await checkItemReferences(deps.db, scope, body);
    const item = await createItem(deps.db, scope, body, refs);
    const reply: ItemReply = { item, message: t(lang, 'itemCreated') };
    return c.json(reply, 201);
  })
  .handle('GET /item/sync', async (c) => {
    const { deps, scope } = c.var;
    const json = await itemsJsonText(deps.db, scope);
    // itemSyncReply, with the item list passed through as the database wrote it (see itemsJsonText).
    return c.body(`{"items":${json},"synced_at":${JSON.stringify(deps.now().toISOString())}}`, 200, JSON_TYPE);
  })
  .handle('POST /item/sort', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, itemSortRequest);
    await menuRowOr404(deps.db, scope, 'category', body.category_id);
    // Ids from elsewhere in this menu are a 422 (wrong set); ids outside it a 404, like everywhere.
    await menuRowsOr404(deps.db, scope, 'item', body.items);
    await sortItems(deps.db, scope, body.category_id, body.items);
    return c.json({ message: t(lang, 'itemsSorted') });
  })
  .handle('POST /item/bulk', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, bulkItemRequest);
    const targets = await menuRowsOr404(deps.db, scope, 'item', body.item_ids);
    if (body.category_id !== undefined) await checkItemReferences(deps.db, scope, { category_id: body.category_id });
    const plan = body.price_change && planBulkPrices(targets, body.price_change);
    if (plan && 'problem' in plan) throw bulkPriceFail(plan);
    const changed = await applyBulkChange(deps.db, scope, targets, {
      prices: plan?.prices,
      available: body.available,
      categoryId: body.category_id,
    });
    const reply: z.infer<typeof bulkItemReply> = {
      items: changed,
      message: t(lang, 'itemsBulkUpdated', { count: changed.length }),
    };
    return c.json(reply);
  })
  .handle('PUT /item/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const current = await menuRowOr404(deps.db, scope, 'item', c.req.param('id'));
    const body = await readBody(c, itemUpdateRequest);
    const refs = await checkItemReferences(deps.db, scope, body);
    const set = patchedItem(current, body, refs);
    // The contract checks custom_tax against the taxes sent; a partial update must also hold with the stored ones.
    if ((set.customTax ?? current.customTax) && !(set.taxIds ?? current.taxIds).length) {
      throw fieldsFail(lang, { taxes: [tValidation(lang, MV.customTax)] });
    }
    const item = await updateItem(deps.db, scope, current, set);
    const reply: ItemReply = { item, message: t(lang, 'itemUpdated') };
    return c.json(reply);
  })
  .handle('DELETE /item/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'item', c.req.param('id'));
    await deleteItem(deps.db, scope, existing.id);
    return c.json({ message: t(lang, 'itemDeleted') });
  })
  .handle('POST /item/:id/clone/', cloneHandler)
  .handle('POST /item/:id/clone', cloneHandler);
