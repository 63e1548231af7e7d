import type { z } from 'zod';
import {
  timesheetQuery,
  timesheetRequest,
  type timesheetReply,
  type timesheetsReply,
  type TimesheetRequestOut,
} from '../../lib/contract/timesheets';
import { ApiRoutes } from '../api-routes';
import type { Db } from '../db/client';
import { t } from '../i18n';
import { fail, fieldFail, readBody, validationError } from '../lib/http';
import {
  createTimesheet,
  deleteTimesheet,
  findTimesheet,
  listTimesheets,
  overlapsAnother,
  staffWorksHere,
  timesheetOut,
  updateTimesheet,
} from '../services/timesheets';
import type { LocationScope } from '../types';

type TimesheetReply = z.infer<typeof timesheetReply>;

/** A member of another business or location is a field error; so is a second shift at the same time. */
async function checkShift(db: Db, scope: LocationScope, body: TimesheetRequestOut, exceptId?: string) {
  if (!(await staffWorksHere(db, scope, body.staff_id))) throw fieldFail('staff_id', 'timesheetStaffUnknown');
  if (await overlapsAnother(db, body, exceptId)) throw fieldFail('from', 'timesheetOverlap');
}

/** Shifts of the call's location (SPEC §7: GET timesheet?date=, POST timesheet/add, DELETE timesheet/{id}; PUT ours). */
export const timesheetsRoutes = new ApiRoutes()
  .handle('GET /timesheet', async (c) => {
    const { deps, scope, lang } = c.var;
    const query = timesheetQuery.safeParse(c.req.query());
    if (!query.success) throw validationError(lang, query.error.issues);
    const reply: z.infer<typeof timesheetsReply> = await listTimesheets(deps.db, scope, query.data.date, deps.now());
    return c.json(reply);
  })
  .handle('POST /timesheet/add', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, timesheetRequest);
    await checkShift(deps.db, scope, body);
    const row = await createTimesheet(deps.db, scope, body);
    const reply: TimesheetReply = {
      timesheet: await timesheetOut(deps.db, scope, row, deps.now()),
      message: t(lang, 'timesheetCreated'),
    };
    return c.json(reply, 201);
  })
  .handle('PUT /timesheet/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await findTimesheet(deps.db, scope, c.req.param('id'));
    if (!existing) throw fail(404, 'timesheetNotFound');
    const body = await readBody(c, timesheetRequest);
    await checkShift(deps.db, scope, body, existing.id);
    const row = await updateTimesheet(deps.db, scope, existing.id, body);
    const reply: TimesheetReply = {
      timesheet: await timesheetOut(deps.db, scope, row, deps.now()),
      message: t(lang, 'timesheetUpdated'),
    };
    return c.json(reply);
  })
  .handle('DELETE /timesheet/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const existing = await findTimesheet(deps.db, scope, c.req.param('id'));
    if (!existing) throw fail(404, 'timesheetNotFound');
    await deleteTimesheet(deps.db, scope, existing.id);
    return c.json({ message: t(lang, 'timesheetDeleted') });
  });
