import { hoursChangeRequest, hoursRequest, openAtQuery, type OpenAtReply, type StoreHours } from '../../lib/contract';
import { localMoment, openAt } from '../../lib/contract/open-at';
import { timeOf } from '../../lib/contract/time-of-day';
import { ApiRoutes } from '../api-routes';
import { readBody, validationError } from '../lib/http';
import { zonedTime } from '../lib/time-zone';
import { addWindows, changeWindow, clearServiceHours, deleteWindow, replaceWeek } from '../services/store-hours';
import { loadBlockedDates, loadHolidays, loadStoreAvailability, loadStoreHours } from '../services/store-schedule';

/**
 * The three sets of hours (SPEC §7 Hours; every reply is the three lists, SPEC §4) and the
 * "open at" preview (issue 12 item 8), on the call's location.
 */
export const storeHoursRoutes = new ApiRoutes()
  .handle('GET /location/opening-hours', async (c) => {
    const reply: StoreHours = await loadStoreHours(c.var.deps.db, c.var.scope.locationId);
    return c.json(reply);
  })
  .handle('POST /location/opening-hours', async (c) => {
    const body = await readBody(c, hoursRequest);
    return c.json(await addWindows(c.var.deps.db, c.var.scope, body.type, body.hours));
  })
  .handle('PUT /location/opening-hours', async (c) => {
    const body = await readBody(c, hoursChangeRequest);
    const id = c.req.query('hours_id');
    return c.json(await changeWindow(c.var.deps.db, c.var.scope, body.type, id, body.hours[0]!));
  })
  .handle('PATCH /location/opening-hours', async (c) => {
    const body = await readBody(c, hoursRequest);
    return c.json(await replaceWeek(c.var.deps.db, c.var.scope, body.type, body.hours));
  })
  .handle('DELETE /location/opening-hours/business', async (c) =>
    c.json(await deleteWindow(c.var.deps.db, c.var.scope, 'business', c.req.query('hours_id'))),
  )
  .handle('DELETE /location/opening-hours/pickup', async (c) =>
    c.json(await deleteWindow(c.var.deps.db, c.var.scope, 'pickup', c.req.query('hours_id'))),
  )
  .handle('DELETE /location/opening-hours/delivery', async (c) =>
    c.json(await deleteWindow(c.var.deps.db, c.var.scope, 'delivery', c.req.query('hours_id'))),
  )
  .handle('DELETE /location/opening-hours/pickup/all', async (c) =>
    c.json(await clearServiceHours(c.var.deps.db, c.var.scope, 'pickup')),
  )
  .handle('DELETE /location/opening-hours/delivery/all', async (c) =>
    c.json(await clearServiceHours(c.var.deps.db, c.var.scope, 'delivery')),
  )
  .handle('GET /location/open-at', async (c) => {
    const { deps, scope, lang } = c.var;
    const parsed = openAtQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationError(lang, parsed.error.issues);
    const timezone = scope.location.timezone;
    const now = new Date();
    const at = instantOf(parsed.data, timezone, now);
    const [hours, holidays, blockedDates, availability] = await Promise.all([
      loadStoreHours(deps.db, scope.locationId),
      loadHolidays(deps.db, scope.locationId),
      loadBlockedDates(deps.db, scope.locationId),
      loadStoreAvailability(deps.db, scope.locationId, now),
    ]);
    const local = localMoment(at, timezone);
    const reply: OpenAtReply = {
      at: at.toISOString(),
      timezone,
      date: local.date,
      time: timeOf(local.minutes),
      services: openAt({ timezone, hours, holidays, blockedDates, availability }, at),
    };
    return c.json(reply);
  });

/** `at` as given; else the local `date` (today by default) at `time` (00:00 by default) on the location's clock. */
function instantOf(q: { at?: string; date?: string; time?: string }, timezone: string, now: Date): Date {
  if (q.at) return new Date(q.at);
  if (!q.date && !q.time) return now;
  const date = q.date ?? localMoment(now, timezone).date;
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (q.time ?? '00:00').split(':').map(Number);
  return zonedTime(timezone, y!, m!, d!, hh, mm);
}
