import type { StaffCreateRequest, StaffUpdateRequest } from '@/lib/contract';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { deleteCall, saveCall } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const errorsSchemas = schemasOf(() => import('@/lib/contract/errors'));
const staffSchemas = schemasOf(() => import('@/lib/contract/staff'));

export const staffKeys = {
  all: ['staff'] as const,
};

/** GET staff: the team the caller may see (timesheets' member picker reads it too). */
export const staffQuery = () => apiQuery(staffKeys.all, { path: 'staff', schema: staffSchemas('staffsReply') });

/** SPEC §4: creating or editing a member closes the form and reloads the list. */
export const useSaveStaff = () =>
  useApiMutation(saveCall<StaffCreateRequest | StaffUpdateRequest>('staff'), staffSchemas('staffReply'), {
    reload: () => [staffKeys.all],
    inlineErrors: true,
  });

export const useDeleteStaff = () =>
  useApiMutation(deleteCall('staff'), errorsSchemas('messageReply'), {
    reload: () => [staffKeys.all],
  });
