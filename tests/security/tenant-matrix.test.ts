/**
 * Tenant matrix, generated from the route table: every route that takes an id refuses another
 * business's row with a 404 and leaves it as it was; `business` and `location` query parameters
 * naming another business are refused or ignored, never obeyed.
 */
import { routeList, type RouteEntry } from '@/lib/contract';
import { ID_ROUTE_KINDS, idRoutes, pathWith, uncoveredRoutes, WRITE_CASES } from './helpers/route-cases';
import { addEntity, buildWorld, send, snapshot, type World } from './helpers/world';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w?.api.close());

const bodyFor = (r: RouteEntry) =>
  r.method === 'GET'
    ? undefined
    : ((WRITE_CASES as Record<string, { valid?: (a: World['a']) => unknown }>)[r.key]?.valid?.(w.a) ?? {});

/** A token of A's owner; logout gets a fresh one so that the owner's stays live. */
const tokenFor = async (r: RouteEntry) =>
  r.key === 'POST /user/logout' ? w.client.login(w.a.email, w.a.password) : w.a.token;

/** A path for A's owner: `:id` routes get a new row of A's of the kind they take. */
async function ownPath(r: RouteEntry): Promise<string> {
  const kind = ID_ROUTE_KINDS[r.key as keyof typeof ID_ROUTE_KINDS];
  return kind && kind !== 'public' ? pathWith(r, await addEntity(w.api, w.a, kind)) : pathWith(r);
}

test('every route with an id says which kind of row it takes (a new one fails here until it does)', () => {
  expect(uncoveredRoutes(ID_ROUTE_KINDS, idRoutes)).toEqual([]);
  for (const r of idRoutes)
    if (ID_ROUTE_KINDS[r.key as keyof typeof ID_ROUTE_KINDS] === 'public') expect(r.access).toBe('public');
});

describe.each(idRoutes.filter((r) => ID_ROUTE_KINDS[r.key as keyof typeof ID_ROUTE_KINDS] !== 'public'))(
  '$key',
  (r) => {
    test("another business's row is 404 and unchanged; the caller's own row of that kind is reached", async () => {
      const kind = ID_ROUTE_KINDS[r.key as keyof typeof ID_ROUTE_KINDS] as Exclude<
        (typeof ID_ROUTE_KINDS)[keyof typeof ID_ROUTE_KINDS],
        'public'
      >;
      const theirs = await addEntity(w.api, w.b, kind);
      const before = await snapshot(w.api, w.b.businessId);
      const other = await send(w.api, r.method, pathWith(r, theirs), { token: w.a.token, body: bodyFor(r) });
      expect([r.key, other.status]).toEqual([r.key, 404]);
      expect(await snapshot(w.api, w.b.businessId)).toEqual(before);
      // Also through B's location named in the query: still nothing of B's is reached.
      const viaLocation = await send(w.api, r.method, pathWith(r, theirs), {
        token: w.a.token,
        body: bodyFor(r),
        query: { location: w.b.locationId },
      });
      expect([r.key, viaLocation.status]).toEqual([r.key, 404]);
      expect(await snapshot(w.api, w.b.businessId)).toEqual(before);

      // The same call on a row of A's is answered (done, or refused for the row's state): the 404 above was the tenant's.
      const own = await send(w.api, r.method, pathWith(r, await addEntity(w.api, w.a, kind)), {
        token: w.a.token,
        body: bodyFor(r),
      });
      expect([r.key, [200, 201, 409].includes(own.status) ? 'reached' : own]).toEqual([r.key, 'reached']);
    });
  },
);

describe('query parameters naming another business', () => {
  const guarded = routeList.filter((r) => r.access !== 'public');

  test.each(guarded)('$key: ?business= of another business is 404 and writes nothing there', async (r) => {
    const before = await snapshot(w.api, w.b.businessId);
    const res = await send(w.api, r.method, await ownPath(r), {
      token: await tokenFor(r),
      body: bodyFor(r),
      query: { business: w.b.businessId },
    });
    expect([r.key, res.status, res.message]).toEqual([r.key, 404, 'Not found']);
    expect(await snapshot(w.api, w.b.businessId)).toEqual(before);
  });

  test.each(routeList.filter((r) => !r.devOnly))(
    "$key: ?location= of another business's location is 404 or ignored, and writes nothing there",
    async (r) => {
      const before = await snapshot(w.api, w.b.businessId);
      const res = await send(w.api, r.method, await ownPath(r), {
        token: await tokenFor(r),
        body: bodyFor(r),
        query: { location: w.b.locationId },
      });
      expect([r.key, res.status < 500]).toEqual([r.key, true]);
      expect(await snapshot(w.api, w.b.businessId)).toEqual(before);
      if (r.location || r.key === 'GET /user') {
        expect([r.key, res.status]).toEqual([r.key, 404]);
      } else if (r.method === 'GET') {
        // Ignored: the same answer as without the parameter (on a row of its own: a GET may change state).
        const plain = await send(w.api, r.method, await ownPath(r), { token: await tokenFor(r) });
        expect([r.key, res.status]).toEqual([r.key, plain.status]);
      }
    },
  );
});
