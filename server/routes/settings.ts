import type { z } from 'zod';
import {
  cateringSettingsRequest,
  settingsRequest,
  slotLoadQuery,
  type cateringSettingsReply,
  type SlotLoadReply,
  type settingsReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { readBody, validationError } from '../lib/http';
import {
  createSettings,
  loadCateringSettings,
  loadSettings,
  saveCateringSettings,
  saveSettings,
} from '../services/location-settings';
import { slotLoad } from '../services/order-throttle';

type Reply = z.infer<typeof settingsReply>;
type CateringReply = z.infer<typeof cateringSettingsReply>;

/** Online-order (setting) and catering (catering-setting) settings of the caller's location; a save answers the server's copy. */
export const settingsRoutes = new ApiRoutes()
  .handle('GET /setting', async (c) => c.json<Reply>({ setting: await loadSettings(c.var.deps.db, c.var.scope) }))
  .handle('PUT /setting', async (c) => {
    const body = await readBody(c, settingsRequest);
    await saveSettings(c.var.deps.db, c.var.scope, body);
    return c.json<Reply>({
      setting: await loadSettings(c.var.deps.db, c.var.scope),
      message: t(c.var.lang, 'settingsSaved'),
    });
  })
  // The order times throttling counts, for the preview's next free slot (issue 13 item 4).
  .handle('GET /setting/slot-load', async (c) => {
    const { deps, scope, lang } = c.var;
    const parsed = slotLoadQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationError(lang, parsed.error.issues);
    return c.json<SlotLoadReply>(await slotLoad(deps.db, scope.locationId, parsed.data.type, deps.now()));
  })
  .handle('POST /business/setting', async (c) => {
    const { created } = await createSettings(c.var.deps.db, c.var.scope);
    const setting = await loadSettings(c.var.deps.db, c.var.scope);
    return c.json<Reply>(
      { setting, message: t(c.var.lang, created ? 'settingsCreated' : 'settingsExist') },
      created ? 201 : 200,
    );
  })
  .handle('GET /catering-setting', async (c) =>
    c.json<CateringReply>({ catering_setting: await loadCateringSettings(c.var.deps.db, c.var.scope) }),
  )
  .handle('PUT /catering-setting', async (c) => {
    const body = await readBody(c, cateringSettingsRequest);
    await saveCateringSettings(c.var.deps.db, c.var.scope, body);
    return c.json<CateringReply>({
      catering_setting: await loadCateringSettings(c.var.deps.db, c.var.scope),
      message: t(c.var.lang, 'cateringSettingsSaved'),
    });
  });
