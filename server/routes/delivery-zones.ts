import type { Context } from 'hono';
import type { z } from 'zod';
import {
  deliveryZoneIdQuery,
  deliveryZoneRequest,
  zoneImportQuery,
  zoneKindQuery,
  zoneQuoteQuery,
  zonesCopyRequest,
  zonesImportRequest,
  type LocationZonesReply,
  type ZoneKind,
  type ZonesCopiedReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t, type ServerTextKey } from '../i18n';
import { fail, fieldFail, readBody, validationError } from '../lib/http';
import {
  addZones,
  checkZoneTaxes,
  createZone,
  deleteZone,
  knownTaxIds,
  listZones,
  localYmd,
  locationZones,
  quote,
  taxIdsByName,
  updateZone,
  zoneAsInput,
  zoneOr404,
  zonesToGeoJson,
  zoneStats,
} from '../services/delivery-zones';
import type { AppEnv, LocationScope } from '../types';

/**
 * Delivery zones and catering delivery zones of the caller's location (issue 14). SPEC §7 gives
 * POST location/delivery-zone, PUT/DELETE location/delivery-zone?delivery_id= and POST
 * location/catering-delivery-zone; GET, catering's PUT/DELETE, quote, export, import, copy and
 * stats are ours (docs/decisions.md). Every write answers with the location's zones of both kinds.
 */

type ZoneContext = Context<{ Variables: AppEnv['Variables'] & { scope: LocationScope } }>;

/** A query string read with a contract schema: 422 with field errors otherwise. */
function readQuery<S extends z.ZodType>(c: ZoneContext, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(c.var.lang, parsed.error.issues);
  return parsed.data;
}

async function answer(c: ZoneContext, key: ServerTextKey, status: 200 | 201 = 200) {
  const reply: LocationZonesReply = {
    ...(await locationZones(c.var.deps.db, c.var.scope.locationId)),
    message: t(c.var.lang, key),
  };
  return c.json(reply, status);
}

const createHandler = (kind: ZoneKind) => async (c: ZoneContext) => {
  const { deps, scope } = c.var;
  const body = await readBody(c, deliveryZoneRequest);
  await checkZoneTaxes(deps.db, scope, body.taxes);
  await createZone(deps.db, scope, kind, body);
  return answer(c, 'deliveryZoneCreated', 201);
};

const updateHandler = (kind: ZoneKind) => async (c: ZoneContext) => {
  const { deps, scope } = c.var;
  const row = await zoneOr404(deps.db, scope, kind, readQuery(c, deliveryZoneIdQuery).delivery_id);
  const body = await readBody(c, deliveryZoneRequest);
  await checkZoneTaxes(deps.db, scope, body.taxes);
  await updateZone(deps.db, row, body);
  return answer(c, 'deliveryZoneUpdated');
};

const deleteHandler = (kind: ZoneKind) => async (c: ZoneContext) => {
  const { deps, scope } = c.var;
  const row = await zoneOr404(deps.db, scope, kind, readQuery(c, deliveryZoneIdQuery).delivery_id);
  await deleteZone(deps.db, row);
  return answer(c, 'deliveryZoneDeleted');
};

export const deliveryZonesRoutes = new ApiRoutes()
  .handle('GET /location/delivery-zone', async (c) =>
    c.json(await locationZones(c.var.deps.db, c.var.scope.locationId)),
  )
  .handle('POST /location/delivery-zone', createHandler('delivery'))
  .handle('PUT /location/delivery-zone', updateHandler('delivery'))
  .handle('DELETE /location/delivery-zone', deleteHandler('delivery'))
  .handle('POST /location/catering-delivery-zone', createHandler('catering'))
  .handle('PUT /location/catering-delivery-zone', updateHandler('catering'))
  .handle('DELETE /location/catering-delivery-zone', deleteHandler('catering'))
  .handle('GET /location/delivery-zone/quote', async (c) => {
    const { deps, scope } = c.var;
    const q = readQuery(c, zoneQuoteQuery);
    const day = q.date ?? localYmd(deps.now(), scope.location.timezone);
    return c.json(await quote(deps.db, scope.location, q.kind, [q.lng, q.lat], day));
  })
  .handle('GET /location/delivery-zone/export', async (c) => {
    const { kind } = readQuery(c, zoneKindQuery);
    return c.json(zonesToGeoJson(await listZones(c.var.deps.db, c.var.scope.locationId, kind)));
  })
  .handle('POST /location/delivery-zone/import', async (c) => {
    const { deps, scope, lang } = c.var;
    const { kind, mode } = readQuery(c, zoneImportQuery);
    const body = await readBody(c, zonesImportRequest);
    // Tax ids are a location's own: a file from another location keeps only the ones known here.
    const known = await knownTaxIds(deps.db, scope);
    const zones = body.features.map((z) => ({ ...z, taxes: z.taxes.filter((id) => known.has(id)) }));
    await addZones(deps.db, scope, kind, zones, mode);
    const reply: ZonesCopiedReply = {
      ...(await locationZones(deps.db, scope.locationId)),
      copied: zones.length,
      message: t(lang, 'deliveryZonesImported', { count: zones.length }),
    };
    return c.json(reply, 201);
  })
  .handle('POST /location/delivery-zone/copy', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, zonesCopyRequest);
    const target = scope.visibleLocations.find((l) => l._id === body.to_location_id);
    if (!target) throw fail(404, 'locationNotFound');
    if (target._id === scope.locationId) throw fieldFail('to_location_id', 'deliveryZoneCopySame');
    const owner = { businessId: scope.businessId, locationId: target._id };
    // Taxes follow by name: the target's tax of the same name, else none.
    const taxMap = await taxIdsByName(deps.db, scope, owner);
    const zones = (await listZones(deps.db, scope.locationId, body.kind)).map((z) => ({
      ...zoneAsInput(z),
      taxes: z.taxes.flatMap((id) => taxMap.get(id) ?? []),
    }));
    await addZones(deps.db, owner, body.kind, zones, body.mode);
    const reply: ZonesCopiedReply = {
      ...(await locationZones(deps.db, target._id)),
      copied: zones.length,
      message: t(lang, 'deliveryZonesCopied', { count: zones.length, location: target.name }),
    };
    return c.json(reply, 201);
  })
  .handle('GET /location/delivery-zone/stats', async (c) => {
    const { deps, scope } = c.var;
    const { kind } = readQuery(c, zoneKindQuery);
    return c.json(await zoneStats(deps.db, scope.location, kind, deps.now()));
  });
