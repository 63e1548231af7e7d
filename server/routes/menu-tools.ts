import { and, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { menuCopyRequest, menuImportRequest, type menuCopyReply, type menuImportReply } from '../../lib/contract';
import { categories } from '../db/schema';
import { t } from '../i18n';
import { fail, fieldFail, fieldsFail, readBody, validationError, type FieldErrors } from '../lib/http';
import { requireAuth, requirePermission } from '../middleware';
import { visibleLocations } from '../services/locations';
import { menuScope } from '../services/menu-access';
import { copyMenu } from '../services/menu-copy';
import { findDuplicateRows, importMenu, issuesByLine } from '../services/menu-import';
import { inScope } from '../services/menu-serialize';
import type { AppEnv } from '../types';

const menuAccess = requirePermission('menu');

/** Whole-menu tools: copy to another location, CSV import (docs/decisions.md "New paths"). */
export const menuToolsRoutes = new Hono<AppEnv>()
  .post('/menu/copy', requireAuth, menuAccess, async (c) => {
    const body = await readBody(c, menuCopyRequest);
    const source = await menuScope(c);
    // Only a location of the same business that the caller may see; any other id reads as unknown.
    const target = (await visibleLocations(c)).find((l) => l._id === body.location_id);
    if (!target) throw fail(c, 404, 'locationNotFound');
    if (target._id === source.locationId) throw fieldFail(c, 'location_id', 'copyTargetSame');
    const db = c.get('deps').db;
    if (body.category_ids?.length) {
      const wanted = [...new Set(body.category_ids)];
      const found = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(inScope(categories, source), inArray(categories.id, wanted)));
      if (found.length !== wanted.length) throw fail(c, 404, 'categoryNotFound');
    }
    const copied = await copyMenu(db, source, { businessId: source.businessId, locationId: target._id }, body.category_ids);
    const reply: z.infer<typeof menuCopyReply> = {
      message: t(c.get('lang'), 'menuCopied', { categories: copied.categories, items: copied.items, location: target.name }),
      ...copied,
    };
    return c.json(reply);
  })
  .post('/menu/import', requireAuth, menuAccess, async (c) => {
    // Parsed here rather than by readBody so that errors name the file's lines (see menu-import.ts).
    const raw = await readBody(c, z.unknown());
    const parsed = menuImportRequest.safeParse(raw);
    if (!parsed.success) throw validationError(c.get('lang'), issuesByLine(raw, parsed.error.issues));
    const duplicates = findDuplicateRows(parsed.data.rows);
    if (duplicates.length) {
      const errors: FieldErrors = {};
      for (const d of duplicates) errors[`rows.${d.row}.name`] = [t(c.get('lang'), 'importDuplicateRow', { ...d })];
      throw fieldsFail(c.get('lang'), errors);
    }
    const result = await importMenu(c.get('deps').db, await menuScope(c), parsed.data.rows);
    const reply: z.infer<typeof menuImportReply> = {
      message: t(c.get('lang'), 'menuImported', { categories: result.createdCategories, created: result.createdItems, updated: result.updatedItems }),
      created_categories: result.createdCategories,
      created_items: result.createdItems,
      updated_items: result.updatedItems,
    };
    return c.json(reply);
  });
