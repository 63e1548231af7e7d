/** The route table of lib/contract against what the reference API serves and enforces. */
import { routeList, type RouteEntry } from '@/lib/contract';
import { createApp } from '@/server/app';
import type { Deps } from '@/server/types';
import { client, signInStaff, startTestApi, withTestApi } from './helpers/test-api';

/** "METHOD /path" of every handler registered below /v1 (middleware registered with use() is ALL). */
function servedRoutes(): string[] {
  // Routes are registered when the app is built; no request runs, so no dependency is needed.
  const app = createApp({} as Deps);
  const keys = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/v1/'))
    .map((r) => `${r.method} ${r.path.slice('/v1'.length)}`);
  return [...new Set(keys)].sort();
}

/**
 * Routes whose parameters name something other than a row of the caller's business: an audit
 * history is asked for by an entity's type and id, and another business's id simply has none.
 */
const NAMED_PARAMETERS: Partial<Record<string, string[]>> = {
  'GET /audit/:entity_type/:entity_id': [':entity_type', ':entity_id'],
};

/** The path with a well-formed id that belongs to nobody. */
const concretePath = (r: RouteEntry) => r.path.slice(1).replace(':id', '0123456789abcdef01234567');
const guarded = routeList.filter((r) => r.access !== 'public');

describe('route table', () => {
  test('every route the API serves has a row, and every row is served', () => {
    expect(servedRoutes()).toEqual(routeList.map((r) => r.key).sort());
  });

  test('rows say what they take: only :id parameters, flags only with access permission, location only for members', () => {
    for (const r of routeList) {
      expect(r.path.match(/:\w+/g) ?? []).toEqual(r.id ? [':id'] : (NAMED_PARAMETERS[r.key] ?? []));
      expect(r.permissions.length > 0).toBe(r.access === 'permission');
      if (r.location) expect(['member', 'permission', 'owner']).toContain(r.access);
    }
  });
});

describe('the route wrapper enforces the table', () => {
  startTestApi();

  test('every route but the public ones answers 401 without a token', async () => {
    for (const r of guarded) {
      const res = await client.call(r.method, concretePath(r), { lang: 'fr' });
      expect([r.key, res.status]).toEqual([r.key, 401]);
      expect(res.body.message).toBe('Votre session a pris fin. Veuillez vous reconnecter.');
    }
  });

  test('a business the caller is not in is 404 everywhere; without a business, member routes are 404', async () => {
    const owner = await client.registerBusiness();
    const stranger = await client.signUp();
    for (const r of guarded) {
      const other = await client.call(r.method, concretePath(r), { token: stranger.token, business: owner.businessId });
      expect([r.key, other.status, other.body.message]).toEqual([r.key, 404, 'Not found']);
      if (r.access === 'signed-in') continue;
      const none = await client.call(r.method, concretePath(r), { token: stranger.token });
      expect([r.key, none.status, none.body.message]).toEqual([r.key, 404, 'Register your business first.']);
    }
  });

  test('an employee holding only the orders flag gets 403 on every route that needs another flag or the owner', async () => {
    const owner = await client.registerBusiness();
    const token = await signInStaff({
      businessId: owner.businessId,
      role: 'employee',
      locationIds: [owner.locationId],
    });
    for (const r of guarded.filter(
      (g) => g.access === 'owner' || (g.access === 'permission' && !g.permissions.includes('orders')),
    )) {
      const res = await client.call(r.method, concretePath(r), { token });
      const message =
        r.access === 'owner' ? 'Only the business owner can do this.' : 'You do not have permission to do this.';
      expect([r.key, res.status, res.body.message]).toEqual([r.key, 403, message]);
    }
  });

  test('dev-only routes answer 404 unless DEV_TOOLS=1', async () => {
    await withTestApi({ env: { DEV_TOOLS: false } }, async (prod) => {
      for (const r of routeList.filter((d) => d.devOnly)) {
        // Even with a session; without DEV_TOOLS the route does not exist for anyone.
        expect((await prod.client.call(r.method, concretePath(r))).status).toBe(404);
        if (r.access === 'public') expect((await client.call(r.method, concretePath(r))).status).toBe(200);
        else expect((await client.call(r.method, concretePath(r))).status).toBe(401);
      }
    });
  });
});
