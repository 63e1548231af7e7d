/** The BFF in front of the seeded reference API, in-process as in production by default. */
import { inProcessDispatch } from '@/lib/bff/dispatch';
import { createBff } from '@/lib/bff/proxy';
import { bffRequest } from './bff-request';
import { api, startTestApi } from './test-api';

export const DEMO = { email: 'demo@merchant.test', password: 'DemoPass123' };

/** Set by `startBffOnTestApi()` before the file's tests run (a live binding: read it inside tests). */
export let bff: ReturnType<typeof createBff>;

/** Starts the seeded reference API and a BFF sealing its cookies with `cookies.secret`. */
export function startBffOnTestApi(cookies: { secret: string; secure: boolean }) {
  startTestApi({ seed: true });
  beforeAll(() => {
    bff = createBff({ dispatch: inProcessDispatch(async () => api, 5000), cookies });
  });
}

/** One /api/v1 call through the BFF, with the segments Next would hand the route. */
export const call = (path: string, init: Parameters<typeof bffRequest>[1] = {}) =>
  bff.handle(bffRequest(`/api/v1/${path}`, init), path.split('?')[0]!.split('/'));
