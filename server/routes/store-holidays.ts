import type { z } from 'zod';
import {
  blockedDateRequest,
  holidayRequest,
  newHolidayRequest,
  type blockedDatesReply,
  type holidaysReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { readBody } from '../lib/http';
import {
  blockedDateOr404,
  createBlockedDate,
  createHoliday,
  deleteBlockedDate,
  deleteHoliday,
  holidayOr404,
  updateBlockedDate,
  updateHoliday,
} from '../services/store-holidays';
import { loadBlockedDates, loadHolidays } from '../services/store-schedule';

/**
 * Holidays (SPEC §7: POST location/holidays, PUT and DELETE location/holidays?holiday_id=; GET is
 * ours) and blocked dates (paths ours, docs/decisions.md). Every call answers with the location's
 * whole list (SPEC §4: the client replaces its list with the reply).
 */

const holidaysOf = async (db: Db, locationId: string): Promise<z.infer<typeof holidaysReply>> => ({
  holiday_hours: await loadHolidays(db, locationId),
});
const blockedDatesOf = async (db: Db, locationId: string): Promise<z.infer<typeof blockedDatesReply>> => ({
  blocked_dates: await loadBlockedDates(db, locationId),
});

export const storeHolidaysRoutes = new ApiRoutes()
  .handle('GET /location/holidays', async (c) => c.json(await holidaysOf(c.var.deps.db, c.var.scope.locationId)))
  .handle('POST /location/holidays', async (c) => {
    const { deps, scope } = c.var;
    const { all_locations, ...body } = await readBody(c, newHolidayRequest);
    await createHoliday(deps.db, scope, body, all_locations);
    return c.json(await holidaysOf(deps.db, scope.locationId), 201);
  })
  .handle('PUT /location/holidays', async (c) => {
    const { deps, scope } = c.var;
    const row = await holidayOr404(deps.db, scope, c.req.query('holiday_id'));
    const body = await readBody(c, holidayRequest);
    await updateHoliday(deps.db, scope, row.id, body);
    return c.json(await holidaysOf(deps.db, scope.locationId));
  })
  .handle('DELETE /location/holidays', async (c) => {
    const { deps, scope } = c.var;
    const row = await holidayOr404(deps.db, scope, c.req.query('holiday_id'));
    await deleteHoliday(deps.db, scope, row.id);
    return c.json(await holidaysOf(deps.db, scope.locationId));
  })
  .handle('GET /location/blocked-dates', async (c) =>
    c.json(await blockedDatesOf(c.var.deps.db, c.var.scope.locationId)),
  )
  .handle('POST /location/blocked-dates', async (c) => {
    const { deps, scope } = c.var;
    await createBlockedDate(deps.db, scope, await readBody(c, blockedDateRequest));
    return c.json(await blockedDatesOf(deps.db, scope.locationId), 201);
  })
  .handle('PUT /location/blocked-dates', async (c) => {
    const { deps, scope } = c.var;
    const row = await blockedDateOr404(deps.db, scope, c.req.query('blocked_date_id'));
    await updateBlockedDate(deps.db, scope, row.id, await readBody(c, blockedDateRequest));
    return c.json(await blockedDatesOf(deps.db, scope.locationId));
  })
  .handle('DELETE /location/blocked-dates', async (c) => {
    const { deps, scope } = c.var;
    const row = await blockedDateOr404(deps.db, scope, c.req.query('blocked_date_id'));
    await deleteBlockedDate(deps.db, scope, row.id);
    return c.json(await blockedDatesOf(deps.db, scope.locationId));
  });
