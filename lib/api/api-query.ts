import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, type CallOptions } from './api-client';
import type { SchemaSource } from './schema-source';

/**
 * One read of the /v1 contract: the path (after /v1/), its query and the schema of the reply,
 * as is or as a loader (schema-source.ts: a loader keeps zod off the page's first load).
 */
export interface ApiRequest<S extends z.ZodType = z.ZodType> extends Pick<CallOptions, 'query' | 'method' | 'body'> {
  path: string;
  schema: SchemaSource<S>;
}

type Extra<S extends z.ZodType, K extends QueryKey> = Omit<
  UseQueryOptions<z.infer<S>, Error, z.infer<S>, K>,
  'queryKey' | 'queryFn'
>;

/**
 * React Query's options for one /v1 read, plus the request they make: a server page prefetches
 * the very same call (prefetch in lib/bff/server-fetch.ts) instead of restating path and schema.
 */
export function apiQuery<S extends z.ZodType, K extends QueryKey>(
  queryKey: K,
  request: ApiRequest<S>,
  extra?: Extra<S, K>,
) {
  const { path, schema, ...call } = request;
  return {
    ...queryOptions({ ...extra, queryKey, queryFn: ({ signal }) => apiCall(path, schema, { ...call, signal }) }),
    request,
  };
}
