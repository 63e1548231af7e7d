import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, type Method } from './api-client';
import type { SchemaSource } from './schema-source';

export interface MutationRequest {
  path: string;
  method: Method;
  body?: unknown;
}

export interface ApiMutationOptions<V> {
  /** The queries SPEC §4 reloads after this change succeeds (they may depend on what was sent). */
  reload?: (v: V) => QueryKey[];
  /** A form shows failures that are not about a field itself: no second, identical notice. */
  inlineErrors?: boolean;
  /** No notice at all, either way. */
  silent?: boolean;
}

/**
 * A /v1 change: one call, its reply parsed with the contract (the schema as is, or as a loader:
 * schema-source.ts), then the listed queries reload
 * (mutations own invalidation; screens own toasts and navigation, DESIGN §4.2). Notices come
 * from the mutation cache, steered by `inlineErrors` and `silent`.
 */
export function useApiMutation<V, S extends z.ZodType>(
  call: (v: V) => MutationRequest,
  schema: SchemaSource<S>,
  { reload, inlineErrors, silent }: ApiMutationOptions<V> = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => {
      const { path, method, body } = call(v);
      return apiCall(path, schema, { method, body });
    },
    onSuccess:
      reload &&
      ((_data: z.infer<S>, v: V) => Promise.all(reload(v).map((queryKey) => qc.invalidateQueries({ queryKey })))),
    meta: { inlineErrors, silent },
  });
}
