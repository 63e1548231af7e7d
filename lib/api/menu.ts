import type { MenuImportRow } from '@/lib/contract';
import { accountKeys } from './account';
import { useApiMutation } from './api-mutation';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuToolsSchemas = schemasOf(() => import('@/lib/contract/menu-tools'));

/**
 * The menu as a whole: the root of every menu resource's keys (categories, modifier groups,
 * combos, taxes, integration), and the tools that act on all of it. The BFF scopes every menu
 * call to the session's location; the location switcher invalidates every query, so the keys
 * need not carry the location.
 */
export const menuKeys = {
  all: ['menu'] as const,
};

/** Copies into another location: nothing on this one's screens changes. */
export const useCopyMenu = () =>
  useApiMutation(
    (body: { location_id: string; category_ids?: string[] }) => ({ path: 'menu/copy', method: 'POST', body }),
    menuToolsSchemas('menuCopyReply'),
    { inlineErrors: true },
  );

/** An import can complete the Menu Manager step: the account (checklist) reloads too. */
export const useImportMenu = () =>
  useApiMutation(
    (rows: MenuImportRow[]) => ({ path: 'menu/import', method: 'POST', body: { rows } }),
    menuToolsSchemas('menuImportReply'),
    {
      reload: () => [menuKeys.all, accountKeys.all],
      inlineErrors: true,
    },
  );
