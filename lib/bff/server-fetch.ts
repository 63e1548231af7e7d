import 'server-only';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { z } from 'zod';
import { userQuery } from '@/lib/api/account';
import { queryString } from '@/lib/api/api-client';
import type { ApiRequest } from '@/lib/api/api-query';
import { loadSchema } from '@/lib/api/schema-source';
import { REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { getBff } from './index';

/** A query of lib/api (apiQuery): its key and the /v1 request it makes. */
export interface ServerQuery<S extends z.ZodType> {
  queryKey: QueryKey;
  request: ApiRequest<S>;
}

/**
 * A query's request made from a server component (prefetch, layout gates), through the same BFF
 * as the browser's calls: same token, business, location and language. Returns null on any
 * failure so the page falls back to loading on the client, where errors are shown.
 */
export async function serverFetch<S extends z.ZodType>(query: ServerQuery<S>): Promise<z.infer<S> | null> {
  const [jar, hdrs] = await Promise.all([cookies(), headers()]);
  return bffFetch(query, hdrs, jar.toString());
}

/**
 * GET user for this page request, asked once: the main layout's route gate and the pages that
 * prefetch in the current location's time zone share the reply (React's per-request cache)
 * instead of each asking the BFF again.
 */
export const serverUser = cache(() => serverFetch(userQuery()));

/**
 * The same for a page anyone may open (the public site): no cookie is read or sent, so the call
 * reaches only public routes, whoever the visitor is signed in as.
 */
export async function publicFetch<S extends z.ZodType>(query: ServerQuery<S>): Promise<z.infer<S> | null> {
  return bffFetch(query, await headers(), '');
}

async function bffFetch<S extends z.ZodType>(
  { request }: ServerQuery<S>,
  hdrs: { get(name: string): string | null },
  cookie: string,
): Promise<z.infer<S> | null> {
  const qs = queryString(request.query);
  const method = request.method ?? 'GET';
  const req = new Request(
    `http://${hdrs.get('host') ?? 'portal.internal'}/api/v1/${request.path}${qs ? `?${qs}` : ''}`,
    {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        'accept-language': hdrs.get('accept-language') ?? '',
        // A page's prefetches carry the id a load balancer gave the page request, if any.
        ...(hdrs.get(REQUEST_ID_HEADER) ? { [REQUEST_ID_HEADER]: hdrs.get(REQUEST_ID_HEADER)! } : {}),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    },
  );
  try {
    const res = await getBff().handle(req, request.path.split('/'));
    if (!res.ok) return null;
    const parsed = (await loadSchema(request.schema)).safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fills `queryClient` with `query`'s data for a HydrationBoundary (DESIGN §4.6): same key, path
 * and schema as the client's, from the one factory. A failed prefetch leaves the query empty, so
 * the client loads it and shows what went wrong. Returns the data for the page's own use.
 */
export async function prefetch<S extends z.ZodType>(
  queryClient: QueryClient,
  query: ServerQuery<S>,
): Promise<z.infer<S> | null> {
  const data = await serverFetch(query);
  if (data !== null) queryClient.setQueryData(query.queryKey, data);
  return data;
}
