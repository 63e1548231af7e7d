/**
 * Where `/` lands a member after signing in (issue 11): the BFF learns the member's menu from
 * GET user at login and middleware redirects on the session cookie alone. Employees never land
 * on the owner's checklist, and nobody lands on a page that answers 404.
 */
import { allPermissions, type Permissions } from '@/lib/contract';
import { readSession, SESSION_COOKIE } from '@/lib/bff/session';
import { redirectFor } from '@/lib/redirect-rules';
import { DEMO_PASSWORD, DEMO_USERS } from '@/server/seed/demo';
import { addStaff } from '@/server/testing-fixtures';
import { cookiesFrom, jarHeader } from './helpers/bff-request';
import { call, startBffOnTestApi } from './helpers/bff-on-api';
import { api, demoBusiness } from './helpers/test-api';

const cookies = { secret: 'l'.repeat(40), secure: false };
startBffOnTestApi(cookies);

/** Signs in through the BFF; returns where `/` sends this session and the cookie jar. */
async function landing(email: string, password = DEMO_PASSWORD) {
  const res = await call('user/login', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  const jar = cookiesFrom(res);
  const session = await readSession(`${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`, cookies);
  return { to: redirectFor('/', session), jar };
}

/** A demo-business employee of the first location with exactly these flags. */
async function employee(flags: Partial<Permissions>) {
  const { businessId, primary } = await demoBusiness();
  const member = await addStaff(api, {
    businessId,
    role: 'employee',
    locationIds: [primary],
    permissions: { ...allPermissions(false), ...flags },
  });
  return landing(member.email, member.password);
}

test('the owner and the manager land on the checklist while steps are left', async () => {
  expect((await landing(DEMO_USERS.owner)).to).toBe('/getting-started');
  expect((await landing(DEMO_USERS.manager)).to).toBe('/getting-started');
});

test('an employee with the orders flag lands on the dashboard, not the checklist', async () => {
  expect((await landing(DEMO_USERS.staff)).to).toBe('/dashboard');
});

test('an employee without the orders flag lands on the first page they may use, which loads', async () => {
  const menuOnly = await employee({ menu: true });
  expect(menuOnly.to).toBe('/manage/menu');
  // That page's data is theirs; the dashboard's is not (and the menu no longer offers it).
  expect((await call('category', { cookies: jarHeader(menuOnly.jar) })).status).toBe(200);
  expect((await call('dashboard', { cookies: jarHeader(menuOnly.jar) })).status).toBe(403);
  expect((await employee({ reports: true })).to).toBe('/reports/sales_summary');
});

test('an employee whose flags open no page lands on /change-password', async () => {
  expect((await employee({})).to).toBe('/change-password');
});
