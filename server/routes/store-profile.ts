import type { z } from 'zod';
import { businessInfoRequest, locationRequest, type businessInfoReply, type locationReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t, tValidation } from '../i18n';
import { fail, fieldsFail, readBody, type FieldErrors } from '../lib/http';
import {
  findBusinessType,
  loadBusinessInfo,
  resolveLocation,
  updateBusinessInfo,
  updateLocation,
  visibleLocation,
} from '../services/store-profile';

/** The store profile tab (issue 12): the business's own line and one location's profile. */
export const storeProfileRoutes = new ApiRoutes()
  .handle('GET /business/info', async (c) => {
    const reply: z.infer<typeof businessInfoReply> = {
      business_info: await loadBusinessInfo(c.var.deps.db, c.var.scope.businessId),
    };
    return c.json(reply);
  })
  .handle('PATCH /business/info', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, businessInfoRequest);
    const typeId = body.type === undefined ? undefined : await findBusinessType(deps.db, body.type);
    if (body.type !== undefined && !typeId) throw fieldsFail(lang, { type: [tValidation(lang, 'validation.choice')] });
    await updateBusinessInfo(deps.db, scope.businessId, {
      name: body.name,
      typeId,
      website: body.website,
      email: body.email,
      phoneNumber: body.phone_number,
    });
    const reply: z.infer<typeof businessInfoReply> = {
      business_info: await loadBusinessInfo(deps.db, scope.businessId),
      message: t(lang, 'businessInfoSaved'),
    };
    return c.json(reply);
  })
  /** Only a location the caller may see (SPEC §6): any other id is 404 and nothing changes. */
  .handle('PUT /location/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await visibleLocation(deps.db, scope, c.req.param('id'));
    if (!existing) throw fail(404, 'locationNotFound');
    const body = await readBody(c, locationRequest);
    const { problems, values } = await resolveLocation(deps.db, body);
    if (problems.length || !values) {
      const errors: FieldErrors = {};
      for (const p of problems)
        (errors[p.field] ??= []).push('server' in p ? t(lang, p.server) : tValidation(lang, p.validation));
      throw fieldsFail(lang, errors);
    }
    const reply: z.infer<typeof locationReply> = {
      location: await updateLocation(deps.db, scope.businessId, existing._id, values),
      message: t(lang, 'locationSaved'),
    };
    return c.json(reply);
  });
