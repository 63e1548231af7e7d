import type { TimesheetRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deleteCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const timesheetSchemas = schemasOf(() => import('@/lib/contract/timesheets'));

export const timesheetKeys = {
  all: ['timesheets'] as const,
  day: (date: string) => [...timesheetKeys.all, date] as const,
};

/** One day's shifts at the current location, with the members who work there and their totals. */
export const timesheetsQuery = (date: string) =>
  apiQuery(timesheetKeys.day(date), {
    path: 'timesheet',
    query: { date },
    schema: timesheetSchemas('timesheetsReply'),
  });

/** POST timesheet/add creates (SPEC §7); PUT timesheet/{id} edits (ours). */
export const useSaveTimesheet = () =>
  useApiMutation(
    ({ id, body }: { id?: string; body: TimesheetRequest }) => ({
      path: id ? `timesheet/${id}` : 'timesheet/add',
      method: id ? 'PUT' : 'POST',
      body,
    }),
    timesheetSchemas('timesheetReply'),
    { reload: () => [timesheetKeys.all], inlineErrors: true },
  );

export const useDeleteTimesheet = () =>
  useApiMutation(deleteCall('timesheet'), errorsSchemas('messageReply'), { reload: () => [timesheetKeys.all] });
