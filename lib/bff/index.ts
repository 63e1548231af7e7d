import 'server-only';
import { env } from '@/lib/env';
import { getReferenceApi } from '@/server';
import { httpDispatch, inProcessDispatch } from './dispatch';
import { createBff } from './proxy';
import { cookieConfigFromEnv } from './session';

type Bff = ReturnType<typeof createBff>;
const KEY = Symbol.for('merchant-portal.bff');
const holder = globalThis as unknown as { [KEY]?: Bff };

/** One BFF per process, wired from the environment: HTTP upstream if configured, else in-process. */
export function getBff(): Bff {
  if (!holder[KEY]) {
    const e = env();
    const dispatch = e.UPSTREAM_API_URL
      ? httpDispatch(e.UPSTREAM_API_URL, e.UPSTREAM_TIMEOUT_MS)
      : inProcessDispatch(getReferenceApi, e.UPSTREAM_TIMEOUT_MS);
    holder[KEY] = createBff({ dispatch, cookies: cookieConfigFromEnv(e) });
  }
  return holder[KEY];
}
