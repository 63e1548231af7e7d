import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  categoryRequest,
  categorySortRequest,
  categoryUpdateRequest,
  type categoryListReply,
  type categoryReply,
} from '../../lib/contract';
import { categories } from '../db/schema';
import { t } from '../i18n';
import { fail, fieldFail, readBody } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { categoryOr404, menuScope } from '../services/menu-access';
import { categoryNameTaken, cloneCategory, createCategory, deleteCategory, sortCategories, updateCategory } from '../services/menu-categories';
import { categoryOrder, inScope, JSON_TYPE, menuJsonText } from '../services/menu-serialize';
import { compareIdSets } from '../services/menu-sort';
import type { AppEnv } from '../types';

type CategoryReply = z.infer<typeof categoryReply>;
const menuAccess = requirePermission('menu');

/** Menu categories of the call's location (SPEC §7 Category); every id outside it is a 404. */
export const categoriesRoutes = new Hono<AppEnv>()
  .get('/category', requireAuth, menuAccess, async (c) => {
    const json = await menuJsonText(c.get('deps').db, await menuScope(c));
    // categoriesReply, passed through as the database wrote it: no parse and re-stringify of a large menu.
    return c.body(`{"categories":${json}}`, 200, JSON_TYPE);
  })
  .get('/category/list', requireAuth, menuAccess, async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ _id: categories.id, name: categories.name })
      .from(categories)
      .where(inScope(categories, await menuScope(c)))
      .orderBy(...categoryOrder);
    const reply: z.infer<typeof categoryListReply> = { categories: rows };
    return c.json(reply);
  })
  .post('/category', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, categoryRequest);
    const scope = await menuScope(c);
    if (await categoryNameTaken(c.get('deps').db, scope, body.name)) throw fieldFail(c, 'name', 'categoryNameTaken');
    const category = await createCategory(c.get('deps').db, scope, body);
    const reply: CategoryReply = { category, message: t(c.get('lang'), 'categoryCreated') };
    return c.json(reply, 201);
  })
  .post('/category/sort', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, categorySortRequest);
    const scope = await menuScope(c);
    const db = c.get('deps').db;
    const existing = await db.select({ id: categories.id }).from(categories).where(inScope(categories, scope)).orderBy(asc(categories.sort));
    const check = compareIdSets(body.categories, existing.map((r) => r.id));
    if (check === 'unknown') throw fail(c, 404, 'categoryNotFound');
    if (check === 'mismatch') throw fieldFail(c, 'categories', 'categorySortMismatch');
    await sortCategories(db, scope, body.categories);
    return c.json({ message: t(c.get('lang'), 'categoriesSorted') });
  })
  .put('/category/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    await categoryOr404(c, scope, c.req.param('id'));
    const body = await readBody(c, categoryUpdateRequest);
    if (body.name !== undefined && (await categoryNameTaken(c.get('deps').db, scope, body.name, c.req.param('id')))) throw fieldFail(c, 'name', 'categoryNameTaken');
    const category = await updateCategory(c.get('deps').db, scope, c.req.param('id'), body);
    const reply: CategoryReply = { category, message: t(c.get('lang'), 'categoryUpdated') };
    return c.json(reply);
  })
  .delete('/category/:id', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    await categoryOr404(c, scope, c.req.param('id'));
    await deleteCategory(c.get('deps').db, scope, c.req.param('id'));
    return c.json({ message: t(c.get('lang'), 'categoryDeleted') });
  })
  .post('/category/:id/clone', requireAuth, menuAccess, async (c) => {
    const scope = await menuScope(c);
    const original = await categoryOr404(c, scope, c.req.param('id'));
    const category = await cloneCategory(c.get('deps').db, scope, original, t(c.get('lang'), 'copySuffix'));
    const reply: CategoryReply = { category, message: t(c.get('lang'), 'categoryCloned') };
    return c.json(reply, 201);
  });
