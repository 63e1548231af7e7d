import {
  reservationBlockDateRequest,
  reservationHoursChangeRequest,
  reservationHoursRequest,
  reservationSettingsRequest,
  type ReservationBlockDatesReply,
  type ReservationHoursReply,
  type ReservationsReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t, type Lang, type ServerTextKey } from '../i18n';
import { fail, readBody } from '../lib/http';
import {
  assertReservationsPlan,
  publicReservation,
  reservationsReply,
  saveReservationSettings,
} from '../services/reservations';
import {
  blockDateOr404,
  createBlockDate,
  deleteBlockDate,
  loadBlockDates,
  locationToday,
  updateBlockDate,
} from '../services/reservation-block-dates';
import {
  addReservationHours,
  changeReservationHours,
  deleteReservationHours,
  loadReservationHours,
  reservationHoursOr404,
} from '../services/reservation-hours';

/**
 * Reservation setup (SPEC §7 Reservations; lib/contract/reservations.ts), on the call's location.
 * Premium first (403 naming the plan), then the body. The hours and block-date calls answer with
 * the whole list (SPEC §4: the client replaces its list with the reply).
 */

type At = { businessId: string; locationId: string };

const hoursReply = async (db: Db, at: At, lang: Lang, key: ServerTextKey): Promise<ReservationHoursReply> => ({
  reservation_hours: await loadReservationHours(db, at.locationId),
  message: t(lang, key),
});
const blocksReply = async (db: Db, at: At, lang: Lang, key: ServerTextKey): Promise<ReservationBlockDatesReply> => ({
  block_dates: await loadBlockDates(db, at.locationId),
  message: t(lang, key),
});

export const reservationsRoutes = new ApiRoutes()
  .handle('GET /reservations-settings', async (c) => {
    const { deps, scope } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const reply: ReservationsReply = await reservationsReply(deps.db, scope);
    return c.json(reply);
  })
  .handle('POST /reservations-settings', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    await saveReservationSettings(deps.db, scope, await readBody(c, reservationSettingsRequest));
    const reply: ReservationsReply = {
      ...(await reservationsReply(deps.db, scope)),
      message: t(lang, 'reservationSettingsSaved'),
    };
    return c.json(reply);
  })
  .handle('POST /reservations-settings/hours', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const body = await readBody(c, reservationHoursRequest);
    await addReservationHours(deps.db, scope, body.hours);
    return c.json(await hoursReply(deps.db, scope, lang, 'reservationHoursSaved'), 201);
  })
  .handle('PUT /reservations-settings/hours', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const row = await reservationHoursOr404(deps.db, scope, c.req.query('hours_id'));
    const body = await readBody(c, reservationHoursChangeRequest);
    await changeReservationHours(deps.db, scope, row.id, body.hours[0]!);
    return c.json(await hoursReply(deps.db, scope, lang, 'reservationHoursSaved'));
  })
  .handle('DELETE /reservations-settings/hours', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const row = await reservationHoursOr404(deps.db, scope, c.req.query('hours_id'));
    await deleteReservationHours(deps.db, scope, row.id);
    return c.json(await hoursReply(deps.db, scope, lang, 'reservationHoursSaved'));
  })
  .handle('POST /reservations-settings/block-date', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const body = await readBody(c, reservationBlockDateRequest);
    await createBlockDate(deps.db, scope, body, locationToday(scope.location.timezone, deps.now()));
    return c.json(await blocksReply(deps.db, scope, lang, 'reservationBlockDateSaved'), 201);
  })
  .handle('PUT /reservations-settings/block-date', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const row = await blockDateOr404(deps.db, scope, c.req.query('block_date_id'));
    const body = await readBody(c, reservationBlockDateRequest);
    await updateBlockDate(deps.db, scope, row, body, locationToday(scope.location.timezone, deps.now()));
    return c.json(await blocksReply(deps.db, scope, lang, 'reservationBlockDateSaved'));
  })
  .handle('DELETE /reservations-settings/block-date', async (c) => {
    const { deps, scope, lang } = c.var;
    await assertReservationsPlan(deps.db, scope.businessId);
    const row = await blockDateOr404(deps.db, scope, c.req.query('block_date_id'));
    await deleteBlockDate(deps.db, scope, row.id);
    return c.json(await blocksReply(deps.db, scope, lang, 'reservationBlockDateDeleted'));
  })
  /** The customer-facing "book a table" page of a location (reservation_url), read by the portal signed out. */
  .handle('GET /public/reservations', async (c) => {
    const { deps } = c.var;
    const found = await publicReservation(
      deps.db,
      c.req.query('slug') ?? '',
      c.req.query('location') ?? '',
      deps.now(),
    );
    if (!found) throw fail(404, 'notFound');
    return c.json(found);
  });
