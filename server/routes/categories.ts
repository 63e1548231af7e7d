import type { z } from 'zod';
import {
  categoryRequest,
  categorySortRequest,
  categoryUpdateRequest,
  type categoryListReply,
  type categoryReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { fieldFail, readBody } from '../lib/http';
import { menuRowOr404 } from '../services/menu-access';
import {
  categoryNameTaken,
  cloneCategory,
  createCategory,
  deleteCategory,
  listCategoryNames,
  sortCategories,
  updateCategory,
} from '../services/menu-categories';
import { JSON_TYPE, menuJsonText } from '../services/menu-serialize';

type CategoryReply = z.infer<typeof categoryReply>;

/** Menu categories of the call's location (SPEC §7 Category); every id outside it is a 404. */
export const categoriesRoutes = new ApiRoutes()
  .handle('GET /category', async (c) => {
    const json = await menuJsonText(c.var.deps.db, c.var.scope);
    // categoriesReply, passed through as the database wrote it: no parse and re-stringify of a large menu.
    return c.body(`{"categories":${json}}`, 200, JSON_TYPE);
  })
  .handle('GET /category/list', async (c) => {
    const reply: z.infer<typeof categoryListReply> = {
      categories: await listCategoryNames(c.var.deps.db, c.var.scope),
    };
    return c.json(reply);
  })
  .handle('POST /category', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, categoryRequest);
    if (await categoryNameTaken(deps.db, scope, body.name)) throw fieldFail('name', 'categoryNameTaken');
    const category = await createCategory(deps.db, scope, body);
    const reply: CategoryReply = { category, message: t(lang, 'categoryCreated') };
    return c.json(reply, 201);
  })
  .handle('POST /category/sort', async (c) => {
    const body = await readBody(c, categorySortRequest);
    await sortCategories(c.var.deps.db, c.var.scope, body.categories);
    return c.json({ message: t(c.var.lang, 'categoriesSorted') });
  })
  .handle('PUT /category/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'category', c.req.param('id'));
    const body = await readBody(c, categoryUpdateRequest);
    if (body.name !== undefined && (await categoryNameTaken(deps.db, scope, body.name, existing.id)))
      throw fieldFail('name', 'categoryNameTaken');
    const category = await updateCategory(deps.db, scope, existing.id, body);
    const reply: CategoryReply = { category, message: t(lang, 'categoryUpdated') };
    return c.json(reply);
  })
  .handle('DELETE /category/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await menuRowOr404(deps.db, scope, 'category', c.req.param('id'));
    await deleteCategory(deps.db, scope, existing.id);
    return c.json({ message: t(lang, 'categoryDeleted') });
  })
  .handle('POST /category/:id/clone', async (c) => {
    const { deps, scope, lang } = c.var;
    const original = await menuRowOr404(deps.db, scope, 'category', c.req.param('id'));
    const category = await cloneCategory(deps.db, scope, original, t(lang, 'copySuffix'));
    const reply: CategoryReply = { category, message: t(lang, 'categoryCloned') };
    return c.json(reply, 201);
  });
