import { useMutation } from '@tanstack/react-query';
import type { ReservationBlockDateRequest, ReservationSettingsRequest } from '@/lib/contract/reservations';
import { apiCall } from './api-client';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import type { SaveVariables } from './resource-calls';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const reservationSchemas = schemasOf(() => import('@/lib/contract/reservations'));
const menuToolsSchemas = schemasOf(() => import('@/lib/contract/menu-tools'));

/**
 * Reservation setup of the current location (SPEC §7 Reservations; the BFF scopes the calls to the
 * session's location, and the location switcher invalidates every query). Premium only.
 */
export const reservationKeys = { all: ['reservations'] as const };

export const reservationsQuery = () =>
  apiQuery(reservationKeys.all, { path: 'reservations-settings', schema: reservationSchemas('reservationsReply') });

/** POST reservations-settings: every setting and the week; the reply is the server's copy. */
export const useSaveReservationSettings = () =>
  useApiMutation(
    (body: ReservationSettingsRequest) => ({ path: 'reservations-settings', method: 'POST', body }),
    reservationSchemas('reservationsReply'),
    { reload: () => [reservationKeys.all], inlineErrors: true },
  );

const BLOCK_DATE = 'reservations-settings/block-date';

/** POST …/block-date without an id, PUT `?block_date_id=` with one (SPEC §7). */
export const useSaveBlockDate = () =>
  useApiMutation(
    ({ id, body }: SaveVariables<ReservationBlockDateRequest>) => ({
      path: id ? `${BLOCK_DATE}?block_date_id=${encodeURIComponent(id)}` : BLOCK_DATE,
      method: id ? 'PUT' : 'POST',
      body,
    }),
    reservationSchemas('reservationBlockDatesReply'),
    { reload: () => [reservationKeys.all], inlineErrors: true },
  );

export const useDeleteBlockDate = () =>
  useApiMutation(
    (id: string) => ({ path: `${BLOCK_DATE}?block_date_id=${encodeURIComponent(id)}`, method: 'DELETE' }),
    reservationSchemas('reservationBlockDatesReply'),
    { reload: () => [reservationKeys.all] },
  );

/**
 * POST upload?purpose=reservation-background: the server checks the background rule as the file
 * arrives. Its failure shows beside the field, not as a notice too.
 */
export function useUploadBackground() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall('upload', menuToolsSchemas('uploadReply'), {
        method: 'POST',
        body: form,
        query: { purpose: 'reservation-background' },
      });
    },
    meta: { inlineErrors: true },
  });
}

/** The public "book a table" page of a location (the page at reservation_url), read signed out. */
export const publicReservationQuery = (slug: string, location: string) =>
  apiQuery([...reservationKeys.all, 'public', slug, location], {
    path: 'public/reservations',
    query: { slug, location },
    schema: reservationSchemas('publicReservationReply'),
  });
