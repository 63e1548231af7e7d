import { useQueryClient } from '@tanstack/react-query';
import type {
  FloorPlanReply,
  FloorRoomCreateRequest,
  FloorRoomRenameRequest,
  FloorRoomRequest,
} from '@/lib/contract/floor-plan';
import { useApiMutation, type ApiMutationOptions, type MutationRequest } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const floorSchemas = schemasOf(() => import('@/lib/contract/floor-plan'));

/**
 * The floor plan of the current location (the BFF scopes the calls to the session's location; the
 * location switcher invalidates every query). Every write answers with the whole plan, which
 * replaces the cached one instead of a second GET.
 */
export const floorPlanKeys = {
  all: ['floor-plan'] as const,
};

export const floorPlanQuery = () =>
  apiQuery(floorPlanKeys.all, { path: 'floor-plan', schema: floorSchemas('floorPlanReply') });

/** A floor-plan write whose reply becomes the cached plan. */
function usePlanWrite<V>(call: (v: V) => MutationRequest, options: Omit<ApiMutationOptions<V>, 'reload'> = {}) {
  const qc = useQueryClient();
  const mutation = useApiMutation(call, floorSchemas('floorPlanReply'), options);
  return {
    ...mutation,
    mutate: (v: V, callbacks: Parameters<typeof mutation.mutate>[1] = {}) =>
      mutation.mutate(v, {
        ...callbacks,
        onSuccess: (reply: FloorPlanReply, ...rest) => {
          qc.setQueryData(floorPlanKeys.all, reply);
          callbacks.onSuccess?.(reply, ...rest);
        },
      }),
  };
}

const room = (id: string) => `floor-plan/room/${encodeURIComponent(id)}`;

export const useAddRoom = () =>
  usePlanWrite((body: FloorRoomCreateRequest) => ({ path: 'floor-plan/room', method: 'POST', body }), {
    inlineErrors: true,
  });

export const useRenameRoom = () =>
  usePlanWrite(
    ({ id, body }: { id: string; body: FloorRoomRenameRequest }) => ({ path: room(id), method: 'PATCH', body }),
    {
      inlineErrors: true,
    },
  );

/** Save writes the whole room; the editor shows field errors on the elements they name. */
export const useSaveRoom = () =>
  usePlanWrite(({ id, body }: { id: string; body: FloorRoomRequest }) => ({ path: room(id), method: 'PUT', body }), {
    inlineErrors: true,
  });

export const useDeleteRoom = () => usePlanWrite((id: string) => ({ path: room(id), method: 'DELETE' }));

/** Remembers the tab the editor opens on next time: nothing to tell the user. */
export const useSelectRoom = () =>
  usePlanWrite((id: string) => ({ path: 'floor-plan/selected-room', method: 'PUT', body: { room_id: id } }), {
    silent: true,
  });

export const useOrderRooms = () =>
  usePlanWrite((ids: string[]) => ({ path: 'floor-plan/room-order', method: 'PUT', body: { room_ids: ids } }));
