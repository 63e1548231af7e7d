import { keepPreviousData } from '@tanstack/react-query';
import type { DoordashInvoiceRequest } from '@/lib/contract';
import type { DayRange } from '@/lib/dates';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deleteCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const doordashSchemas = schemasOf(() => import('@/lib/contract/doordash-report'));

export const doordashReportKeys = {
  all: ['doordash-report'] as const,
  range: (r: DayRange) => [...doordashReportKeys.all, r.from, r.to] as const,
};

/** GET order/doordash/report: the DoorDash deliveries of the days, and the imported invoices reconciled. */
export const doordashReportQuery = (r: DayRange) =>
  apiQuery(
    doordashReportKeys.range(r),
    {
      path: 'order/doordash/report',
      schema: doordashSchemas('doordashReportReply'),
      query: { from: r.from, to: r.to },
    },
    { placeholderData: keepPreviousData },
  );

// An import or its deletion changes the reconciliation of every range it touches: all of them reload.
const reloadReports = () => [doordashReportKeys.all];

/** POST order/doordash/invoice: stores the invoice of a period (replacing that period's) and reconciles it. */
export const useImportDoordashInvoice = () =>
  useApiMutation(
    (body: DoordashInvoiceRequest) => ({ path: 'order/doordash/invoice', method: 'POST', body }),
    doordashSchemas('doordashInvoiceReply'),
    { reload: reloadReports, inlineErrors: true },
  );

/** DELETE order/doordash/invoice/{id}: the import is forgotten; the orders stay. */
export const useDeleteDoordashInvoice = () =>
  useApiMutation(deleteCall('order/doordash/invoice'), doordashSchemas('doordashInvoiceDeleteReply'), {
    reload: reloadReports,
  });
