import type { z } from 'zod';
import {
  businessSearchParams,
  locationCopyParts,
  manageLocationRequest,
  type businessSearchReply,
  type LocationRequestOut,
  type manageLocationReply,
  type manageLocationsReply,
  type publicLocationsReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t, tValidation, type Lang } from '../i18n';
import { newCode } from '../lib/crypto';
import { fail, fieldFail, fieldsFail, readBody, validationError, type FieldErrors } from '../lib/http';
import { loadLocations, loadVisibleLocations } from '../services/locations';
import {
  assertPremium,
  createManagedLocation,
  deleteLocation,
  deleteRefusal,
  findBusinessByOwnerEmail,
  linkBusinessLocation,
  locationRow,
  multiLocationPath,
  publicLocations,
  saveLinkCode,
  takeLinkCode,
} from '../services/manage-locations';
import { loadBusinessInfo, resolveLocation, updateLocation, visibleLocation } from '../services/store-profile';

type LocationReply = z.infer<typeof manageLocationReply>;

/** A link code lives a day: the other owner reads the mail and passes the code on. */
const LINK_CODE_TTL_MS = 24 * 3_600_000;

/** The body's address, zone and phone checked as PUT location/{id} checks them: row values, or 422 per field. */
async function locationValues(db: Db, lang: Lang, body: LocationRequestOut) {
  const { problems, values } = await resolveLocation(db, body);
  if (problems.length || !values) {
    const errors: FieldErrors = {};
    for (const p of problems)
      (errors[p.field] ??= []).push('server' in p ? t(lang, p.server) : tValidation(lang, p.validation));
    throw fieldsFail(lang, errors);
  }
  return values;
}

/** Manage locations (SPEC §7, Premium, the `location` flag). */
export const manageLocationsRoutes = new ApiRoutes()
  .handle('GET /manage-location', async (c) => {
    const { deps, scope } = c.var;
    await assertPremium(deps.db, scope.businessId);
    const reply: z.infer<typeof manageLocationsReply> = {
      locations: await loadVisibleLocations(deps.db, scope),
      multi_location_url: await multiLocationPath(deps.db, scope.businessId),
    };
    return c.json(reply);
  })
  .handle('POST /manage-location', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId);
    const body = await readBody(c, manageLocationRequest);
    const values = await locationValues(deps.db, lang, body);
    // Only a location the caller may see is copied; any other id is a field error.
    const source = body.copy_from ? await visibleLocation(deps.db, scope, body.copy_from) : null;
    if (body.copy_from && !source) throw fieldFail('copy_from', 'locationCopySourceUnknown');
    const id = await createManagedLocation(
      deps.db,
      scope,
      values,
      source ? { locationId: source._id, parts: body.copy ?? locationCopyParts } : null,
    );
    const [location] = await loadLocations(deps.db, scope.businessId, [id]);
    const reply: LocationReply = { location: location!, message: t(lang, 'locationCreated') };
    return c.json(reply, 201);
  })
  .handle('PUT /manage-location/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId);
    const existing = await visibleLocation(deps.db, scope, c.req.param('id'));
    if (!existing) throw fail(404, 'locationNotFound');
    const body = await readBody(c, manageLocationRequest);
    const values = await locationValues(deps.db, lang, body);
    const reply: LocationReply = {
      location: await updateLocation(deps.db, scope.businessId, existing._id, values),
      message: t(lang, 'locationSaved'),
    };
    return c.json(reply);
  })
  .handle('DELETE /manage-location/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId);
    const visible = await visibleLocation(deps.db, scope, c.req.param('id'));
    const row = visible && (await locationRow(deps.db, scope.businessId, visible._id));
    if (!row) throw fail(404, 'locationNotFound');
    const refusal = await deleteRefusal(deps.db, row);
    if (refusal) throw fail(409, refusal);
    await deleteLocation(deps.db, scope.businessId, row.id);
    return c.json({ message: t(lang, 'locationDeleted') });
  })
  /** Mails a code to the owner of the business `email` signs in to; the caller types it into verify. */
  .handle('GET /business/search', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId);
    const parsed = businessSearchParams.safeParse({ email: c.req.query('email') ?? '' });
    if (!parsed.success) throw validationError(lang, parsed.error.issues);
    const found = await findBusinessByOwnerEmail(deps.db, parsed.data.email);
    if (!found) throw fieldFail('email', 'businessSearchNone');
    if (found.id === scope.businessId) throw fieldFail('email', 'businessSearchOwn');
    const code = newCode();
    await saveLinkCode(deps.db, scope.businessId, found.id, code, new Date(deps.now().getTime() + LINK_CODE_TTL_MS));
    const ours = await loadBusinessInfo(deps.db, scope.businessId);
    await deps.mailer.send({
      to: parsed.data.email,
      subject: t(lang, 'mailLinkSubject', { business: ours.name, code }),
      text: t(lang, 'mailLinkText', { name: found.ownerName, business: ours.name, linked: found.name, code }),
      code,
    });
    const reply: z.infer<typeof businessSearchReply> = {
      business: { _id: found.id, name: found.name },
      message: t(lang, 'businessSearchSent', { email: parsed.data.email }),
    };
    return c.json(reply);
  })
  .handle('GET /manage-location/verify', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertPremium(deps.db, scope.businessId);
    const code = (c.req.query('code') ?? '').trim();
    const pending = /^\d{6}$/.test(code) ? await takeLinkCode(deps.db, scope.businessId, code, deps.now()) : undefined;
    if (!pending) throw fieldFail('code', 'locationLinkCodeWrong');
    const id = await linkBusinessLocation(deps.db, scope.businessId, pending.linkedBusinessId);
    const [location] = await loadLocations(deps.db, scope.businessId, [id]);
    const reply: LocationReply = { location: location!, message: t(lang, 'locationLinked') };
    return c.json(reply);
  })
  /** The customer-facing page of every location (multi_location_url), read by the portal signed out. */
  .handle('GET /public/locations', async (c) => {
    const found = await publicLocations(c.var.deps.db, c.req.query('slug') ?? '');
    if (!found) throw fail(404, 'notFound');
    const reply: z.infer<typeof publicLocationsReply> = found;
    return c.json(reply);
  });
