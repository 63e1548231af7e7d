import type { Context } from 'hono';
import type { z } from 'zod';
import {
  doordashInvoiceRequest,
  doordashReportQuery,
  driverReportQuery,
  OV,
  timesheetReportQuery,
  type doordashInvoiceDeleteReply,
  type doordashInvoiceReply,
  type doordashReportReply,
  type driverReportReply,
  type timesheetReportReply,
} from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t, tValidation } from '../i18n';
import { ApiError, fail, fieldsFail, readBody, validationError } from '../lib/http';
import { parseDoordashInvoice } from '../services/doordash-invoice-csv';
import {
  deleteDoordashInvoice,
  doordashReport,
  findDoordashInvoice,
  invoiceReconciliation,
  storeDoordashInvoice,
} from '../services/doordash-report';
import { driverReport } from '../services/driver-report';
import { actorOf } from '../services/gift-cards';
import { rangeProblem } from '../services/order-history';
import { timesheetReport } from '../services/timesheet-report';
import type { AppEnv } from '../types';

/** A report's query, with the range rules zod cannot see alone (from ≤ to, at most 366 days) on `to`. */
function reportQuery<S extends z.ZodType<{ from: string; to: string }>, E extends AppEnv>(
  c: Context<E>,
  schema: S,
): z.output<S> {
  const { lang } = c.var;
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(lang, parsed.error.issues);
  if (rangeProblem(parsed.data.from, parsed.data.to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
  return parsed.data;
}

/** Timesheet, in-house driver and DoorDash reports of the caller's location (SPEC §7 Reports). */
export const staffDoordashReportRoutes = new ApiRoutes()
  .handle('GET /timesheet/report', async (c) => {
    const { deps, scope } = c.var;
    const reply: z.infer<typeof timesheetReportReply> = await timesheetReport(
      deps.db,
      scope,
      reportQuery(c, timesheetReportQuery),
    );
    return c.json(reply);
  })
  .handle('GET /staff/delivery/report', async (c) => {
    const { deps, scope } = c.var;
    const reply: z.infer<typeof driverReportReply> = await driverReport(
      deps.db,
      scope,
      reportQuery(c, driverReportQuery),
    );
    return c.json(reply);
  })
  .handle('GET /order/doordash/report', async (c) => {
    const { deps, scope } = c.var;
    const reply: z.infer<typeof doordashReportReply> = await doordashReport(
      deps.db,
      scope,
      reportQuery(c, doordashReportQuery),
    );
    return c.json(reply);
  })
  .handle('POST /order/doordash/invoice', async (c) => {
    const { deps, scope, lang } = c.var;
    const body = await readBody(c, doordashInvoiceRequest);
    if (rangeProblem(body.from, body.to)) throw fieldsFail(lang, { to: [tValidation(lang, OV.dateRange)] });
    const parsed = parseDoordashInvoice(lang, body.csv);
    // All or nothing: a file with a bad line stores none of it.
    if (Object.keys(parsed.errors).length > 0)
      throw new ApiError(422, { message: t(lang, 'doordashCsvInvalid'), errors: parsed.errors });
    const at = deps.now();
    const actor = await actorOf(deps.db, scope, at);
    const invoice = await storeDoordashInvoice(
      deps.db,
      scope,
      { from: body.from, to: body.to, fileName: body.file_name, lines: parsed.lines, importedBy: actor.name || null },
      at,
    );
    const result = await invoiceReconciliation(deps.db, scope, invoice);
    const { matched, ...problems } = result.counts;
    const toCheck = Object.values(problems).reduce((sum, n) => sum + n, 0);
    const reply: z.infer<typeof doordashInvoiceReply> = {
      ...result,
      message: t(lang, 'doordashInvoiceImported', { matched, problems: toCheck }),
    };
    return c.json(reply, 201);
  })
  .handle('DELETE /order/doordash/invoice/:id', async (c) => {
    const { deps, scope, lang } = c.var;
    const invoice = await findDoordashInvoice(deps.db, scope, c.req.param('id'));
    if (!invoice) throw fail(404, 'doordashInvoiceNotFound');
    await deleteDoordashInvoice(deps.db, scope, invoice.id);
    const reply: z.infer<typeof doordashInvoiceDeleteReply> = { message: t(lang, 'doordashInvoiceDeleted') };
    return c.json(reply);
  });
