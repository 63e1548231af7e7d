/**
 * Role matrix, generated from the route table: the owner, a manager and an employee against every
 * route, and for each permission flag an employee holding that flag alone against every route that
 * asks for a flag or the owner. A route is allowed (anything but 401/403, and never a 5xx) or
 * refused 403 exactly as its row says.
 */
import { allPermissions, permissionKeys, routeList, type Permissions, type RouteEntry } from '@/lib/contract';
import { addStaff } from '@/server/testing-fixtures';
import { pathWith } from './helpers/route-cases';
import { buildWorld, send, type World } from './helpers/world';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w?.api.close());

interface Caller {
  name: string;
  role: 'owner' | 'manager' | 'employee';
  /** Stored flags (staff only); the effective ones are read back from GET /user. */
  stored?: Partial<Permissions>;
  /** The flags this caller must end up with, when the case fixes them exactly. */
  exactly?: Permissions;
}

const callers: Caller[] = [
  { name: 'owner', role: 'owner', exactly: allPermissions(true) },
  { name: 'manager', role: 'manager' },
  { name: 'employee', role: 'employee' },
  ...permissionKeys.map((flag): Caller => {
    const only = { ...allPermissions(false), [flag]: true };
    return { name: `employee with only ${flag}`, role: 'employee', stored: only, exactly: only };
  }),
];

/** What the row says this caller gets: allowed, or 403. */
function expected(r: RouteEntry, role: Caller['role'], flags: Permissions): 'allowed' | 403 {
  if (r.access === 'owner') return role === 'owner' ? 'allowed' : 403;
  if (r.access === 'permission') return r.permissions.some((p) => flags[p]) ? 'allowed' : 403;
  return 'allowed';
}

const REFUSED = {
  owner: 'Only the business owner can do this.',
  permission: 'You do not have permission to do this.',
};

test.each(callers)('$name: every route is allowed or refused 403 as the route table says', async (caller) => {
  const { email, password } =
    caller.role === 'owner'
      ? w.a
      : await addStaff(w.api, {
          businessId: w.a.businessId,
          role: caller.role,
          locationIds: [w.a.locationId],
          permissions: caller.stored,
        });
  const token = await w.client.login(email, password);
  const me = await w.client.call('GET', 'user', { token });
  expect([me.body.user.role, me.body.business._id]).toEqual([caller.role, w.a.businessId]);
  const flags = me.body.user.permissions as Permissions;
  if (caller.exactly) expect(flags).toEqual(caller.exactly);

  const mismatches: string[] = [];
  // One-flag callers differ from the employee only where a flag or the owner is asked for.
  const routes = caller.stored ? routeList.filter((r) => r.access === 'permission' || r.access === 'owner') : routeList;
  for (const r of routes) {
    const want = expected(r, caller.role, flags);
    // Logging out ends the token, so that call gets a token of its own.
    const callToken = r.key === 'POST /user/logout' ? await w.client.login(email, password) : token;
    // Well-formed ids of no row and empty bodies: a route that lets the caller through answers
    // 404 or 422 from its handler and changes nothing.
    const res = await send(w.api, r.method, pathWith(r), {
      token: callToken,
      body: r.method === 'GET' ? undefined : {},
    });
    if (want === 403) {
      const message = REFUSED[r.access as keyof typeof REFUSED];
      if (res.status !== 403 || res.message !== message) mismatches.push(`${r.key}: ${res.status} (want 403)`);
    } else if (res.status === 401 || res.status === 403 || res.status >= 500) {
      mismatches.push(`${r.key}: ${res.status} ${res.message ?? ''} (want allowed)`);
    }
  }
  expect(mismatches).toEqual([]);
});

/**
 * SPEC §6: staff see only their assigned locations. A manager and an employee of A's first
 * location, holding every flag, ask each location route for A's second location: 404, and the
 * same call for their own location is not refused for its location. The owner reaches both.
 */
describe.each(['manager', 'employee'] as const)('%s of location 1 only', (role) => {
  const locationRoutes = routeList.filter((r) => r.location);
  let token: string;
  beforeAll(async () => {
    const m = await addStaff(w.api, {
      businessId: w.a.businessId,
      role,
      locationIds: [w.a.locationId],
      permissions: allPermissions(true),
    });
    token = await w.client.login(m.email, m.password);
  });

  test('every location route answers 404 at location 2 and serves location 1', async () => {
    const mismatches: string[] = [];
    for (const r of locationRoutes) {
      const body = r.method === 'GET' ? undefined : {};
      const at = (location: string, as = token) =>
        send(w.api, r.method, pathWith(r), { token: as, body, query: { location } });
      const elsewhere = await at(w.a.secondLocationId);
      if (elsewhere.status !== 404 || elsewhere.message !== 'This location is not available to you.')
        mismatches.push(`${r.key} at location 2: ${elsewhere.status} ${elsewhere.message ?? ''}`);
      const own = await at(w.a.locationId);
      if (own.message === 'This location is not available to you.' || own.status === 403 || own.status >= 500)
        mismatches.push(`${r.key} at location 1: ${own.status} ${own.message ?? ''}`);
      const owner = await at(w.a.secondLocationId, w.a.token);
      if (owner.message === 'This location is not available to you.' || owner.status >= 500)
        mismatches.push(`${r.key} for the owner at location 2: ${owner.status} ${owner.message ?? ''}`);
    }
    expect(mismatches).toEqual([]);
  });
});
