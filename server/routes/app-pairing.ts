import type { z } from 'zod';
import { appPairRequest, type appPairReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { readBody } from '../lib/http';
import { appPairingView, newAppPairingCode, pairAppDevice, unpairAppDevice } from '../services/app-pairing';
import { limitPairing } from '../services/rate-limit';

/** The order-receiving app's pairing (Restaurant App Setup): the portal's code, the device's call, unpairing. */
export const appPairingRoutes = new ApiRoutes()
  .handle('GET /app-pairing', async (c) => {
    const { deps, scope } = c.var;
    return c.json(await appPairingView(deps.db, scope, deps.now()));
  })
  .handle('POST /app-pairing/code', async (c) => {
    const { deps, scope } = c.var;
    await newAppPairingCode(deps.db, scope, deps.now());
    return c.json(await appPairingView(deps.db, scope, deps.now()));
  })
  .handle('POST /app-pairing', async (c) => {
    const { deps, lang, ip } = c.var;
    await limitPairing(deps, ip);
    const body = await readBody(c, appPairRequest);
    const paired = await pairAppDevice(deps.db, body.code, body.device_name, deps.now());
    const reply: z.infer<typeof appPairReply> = {
      device_id: paired.deviceId,
      device_token: paired.token,
      location_id: paired.locationId,
      message: t(lang, 'appPaired'),
    };
    return c.json(reply, 201);
  })
  .handle('DELETE /app-device/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await unpairAppDevice(deps.db, scope.businessId, c.req.param('id'));
    return c.json({ message: t(lang, 'appUnpaired') });
  });
