import { z } from 'zod';
import { menuCopyRequest, menuImportRequest, type menuCopyReply, type menuImportReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { fail, fieldFail, fieldsFail, readBody, validationError, type FieldErrors } from '../lib/http';
import { menuRowsOr404 } from '../services/menu-access';
import { copyMenu } from '../services/menu-copy';
import { findDuplicateRows, importMenu, issuesByLine } from '../services/menu-import';

/** Whole-menu tools: copy to another location, CSV import (docs/decisions.md "New paths"). */
export const menuToolsRoutes = new ApiRoutes()
  .handle('POST /menu/copy', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, menuCopyRequest);
    // Only a location of the same business that the caller may see; any other id reads as unknown.
    const target = scope.visibleLocations.find((l) => l._id === body.location_id);
    if (!target) throw fail(404, 'locationNotFound');
    if (target._id === scope.locationId) throw fieldFail('location_id', 'copyTargetSame');
    if (body.category_ids?.length) await menuRowsOr404(deps.db, scope, 'category', body.category_ids);
    const copied = await copyMenu(
      deps.db,
      scope,
      { businessId: scope.businessId, locationId: target._id },
      body.category_ids,
    );
    const reply: z.infer<typeof menuCopyReply> = {
      message: t(lang, 'menuCopied', { categories: copied.categories, items: copied.items, location: target.name }),
      ...copied,
    };
    return c.json(reply);
  })
  .handle('POST /menu/import', async (c) => {
    const { deps, scope, lang } = c.var;
    // Parsed here rather than by readBody so that errors name the file's lines (see menu-import.ts).
    const raw = await readBody(c, z.unknown());
    const parsed = menuImportRequest.safeParse(raw);
    if (!parsed.success) throw validationError(lang, issuesByLine(raw, parsed.error.issues));
    const duplicates = findDuplicateRows(parsed.data.rows);
    if (duplicates.length) {
      const errors: FieldErrors = {};
      for (const d of duplicates) errors[`rows.${d.row}.name`] = [t(lang, 'importDuplicateRow', { ...d })];
      throw fieldsFail(lang, errors);
    }
    const result = await importMenu(deps.db, scope, parsed.data.rows);
    const reply: z.infer<typeof menuImportReply> = {
      message: t(lang, 'menuImported', {
        categories: result.createdCategories,
        created: result.createdItems,
        updated: result.updatedItems,
      }),
      created_categories: result.createdCategories,
      created_items: result.createdItems,
      updated_items: result.updatedItems,
    };
    return c.json(reply);
  });
