import type { z } from 'zod';
import { storeDesignRequest, type DesignKind, type storeDesignReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t, type Lang } from '../i18n';
import { readBody } from '../lib/http';
import { saveStoreDesign } from '../services/store-design';
import { loadStoreDesign } from '../services/store-schedule';

type Reply = z.infer<typeof storeDesignReply>;
type At = { businessId: string; locationId: string };

const designOf = async (db: Db, at: At, kind: DesignKind): Promise<Reply> => ({
  theme_appearance: await loadStoreDesign(db, at.locationId, kind),
});

async function save(db: Db, at: At, kind: DesignKind, body: z.output<typeof storeDesignRequest>, lang: Lang) {
  await saveStoreDesign(db, { businessId: at.businessId, locationId: at.locationId }, kind, body);
  return { ...(await designOf(db, at, kind)), message: t(lang, 'designSaved') };
}

/** The storefront's design for online orders (setting/banner) and for catering (catering-setting/banner). */
export const storeDesignRoutes = new ApiRoutes()
  .handle('GET /setting/banner', async (c) => c.json(await designOf(c.var.deps.db, c.var.scope, 'order')))
  .handle('PUT /setting/banner', async (c) =>
    c.json(await save(c.var.deps.db, c.var.scope, 'order', await readBody(c, storeDesignRequest), c.var.lang)),
  )
  .handle('GET /catering-setting/banner', async (c) => c.json(await designOf(c.var.deps.db, c.var.scope, 'catering')))
  .handle('PUT /catering-setting/banner', async (c) =>
    c.json(await save(c.var.deps.db, c.var.scope, 'catering', await readBody(c, storeDesignRequest), c.var.lang)),
  );
