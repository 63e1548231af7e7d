import 'server-only';
import { env } from '@/lib/env';
import { getReferenceApi } from '@/server';
import { type Dispatch, httpDispatch, inProcessDispatch } from './dispatch';
import { createBff } from './proxy';
import { cookieConfigFromEnv } from './session';

type Bff = ReturnType<typeof createBff>;
const KEY = Symbol.for('merchant-portal.bff');
const holder = globalThis as unknown as { [KEY]?: Bff };

/** The upstream from the environment: HTTP if configured, else the reference API in-process. */
export function upstreamDispatch(timeoutMs = env().UPSTREAM_TIMEOUT_MS): Dispatch {
  const url = env().UPSTREAM_API_URL;
  return url ? httpDispatch(url, timeoutMs) : inProcessDispatch(getReferenceApi, timeoutMs);
}

/** One BFF per process, wired from the environment. */
export function getBff(): Bff {
  holder[KEY] ??= createBff({ dispatch: upstreamDispatch(), cookies: cookieConfigFromEnv(env()) });
  return holder[KEY];
}
