/** Reference API: GET/POST staff, PUT/DELETE staff/{id}; the rules of who may grant what. */
import { eq } from 'drizzle-orm';
import { allPermissions, staffReply, staffsReply, userReply, type Permissions } from '@/lib/contract';
import { staff } from '@/server/db/schema';
import { newDeviceId, uniqueEmail } from '@/server/testing-client';
import { addLocation, addStaff } from '@/server/testing-fixtures';
import { api, client, loginDemo, signInStaff, startTestApi, withTestApi, type Owner } from './helpers/test-api';

startTestApi();

const ordersOnly: Permissions = { ...allPermissions(false), orders: true };

const memberBody = (o: Owner, extra: Record<string, unknown> = {}) => ({
  first_name: 'Camille',
  last_name: 'Tremblay',
  email: uniqueEmail('cashier'),
  phone: '(514) 555-0123',
  role: 'employee',
  locations: [o.locationId],
  permissions: ordersOnly,
  passcodes: { discounts: true, cash_drawer: false, voids: true },
  login_pin: '4321',
  ...extra,
});

const staffRow = async (id: string) => (await api.db.select().from(staff).where(eq(staff.id, id)))[0];

describe('staff', () => {
  test('create (invited), list, update, delete; the PIN is never sent back', async () => {
    const o = await client.registerBusiness();
    const body = memberBody(o);
    const post = await client.call('POST', 'staff', { token: o.token, body });
    expect(post.status).toBe(201);
    const created = staffReply.parse(post.body);
    expect(created).toEqual({
      staff: {
        _id: expect.any(String),
        first_name: 'Camille',
        last_name: 'Tremblay',
        name: 'Camille Tremblay',
        phone: '5145550123',
        role: 'employee',
        user: { _id: expect.any(String), email: body.email },
        locations: [{ location_id: o.locationId }],
        permissions: ordersOnly,
        passcodes: { discounts: true, cash_drawer: false, voids: true },
        has_login_pin: true,
        invitation_pending: true,
      },
      message: `Team member added. An invitation with a code to set a password went to ${body.email}.`,
    });
    expect(JSON.stringify(post.body)).not.toContain('4321');

    const list = staffsReply.parse((await client.call('GET', 'staff', { token: o.token })).body);
    expect(list.staffs.map((s) => s._id)).toEqual([created.staff._id]);

    const put = await client.call('PUT', `staff/${created.staff._id}`, {
      token: o.token,
      lang: 'fr',
      body: { ...memberBody(o), email: undefined, first_name: 'Camila', login_pin: '', role: 'manager' },
    });
    expect(put.status).toBe(200);
    const updated = staffReply.parse(put.body);
    expect(updated.message).toBe('Membre de l’équipe modifié.');
    expect(updated.staff).toMatchObject({ first_name: 'Camila', role: 'manager', has_login_pin: true });
    // The e-mail is the member's login: PUT leaves it.
    expect(updated.staff.user.email).toBe(body.email);
    expect((await staffRow(created.staff._id))?.loginPin).toBe('4321');

    const del = await client.call('DELETE', `staff/${created.staff._id}`, { token: o.token });
    expect(del).toMatchObject({ status: 200, body: { message: 'Team member removed.' } });
    expect(await staffRow(created.staff._id)).toBeUndefined();
    expect(staffsReply.parse((await client.call('GET', 'staff', { token: o.token })).body).staffs).toEqual([]);
  });

  test('the invitation code sets a password and signs the member in, who then sees only orders', async () => {
    const o = await client.registerBusiness();
    const body = memberBody(o);
    expect((await client.call('POST', 'staff', { token: o.token, body, lang: 'fr' })).status).toBe(201);
    // Not before the code: the invited account has no password.
    const early = await client.call('POST', 'user/login', {
      body: { email: body.email, password: 'Whatever123', device_id: newDeviceId() },
    });
    expect(early.status).toBe(422);

    const outbox = await client.call('GET', `dev/outbox?to=${encodeURIComponent(body.email)}`);
    expect(outbox.body.messages[0].subject).toMatch(/^Invitation à rejoindre .+ : code \d{6}$/);
    const code = await client.lastCode(body.email);
    const reset = await client.call('POST', 'user/password/reset', {
      body: {
        email: body.email,
        code,
        password: 'Cashier123',
        password_confirmation: 'Cashier123',
        device_id: newDeviceId(),
      },
    });
    expect(reset.status).toBe(200);
    const me = userReply.parse((await client.call('GET', 'user', { token: reset.body.access_token })).body);
    expect([me.user.role, me.business?._id, me.user.permissions]).toEqual(['employee', o.businessId, ordersOnly]);
    // And later with the chosen password; the list no longer shows the invitation as pending.
    const token = await client.login(body.email, 'Cashier123');
    expect((await client.call('GET', 'order/test', { token })).status).toBe(200);
    expect((await client.call('GET', 'tax', { token })).status).toBe(403);
    const list = staffsReply.parse((await client.call('GET', 'staff', { token: o.token })).body);
    expect(list.staffs[0]?.invitation_pending).toBe(false);
  });

  test('an existing user is added directly, without an invitation', async () => {
    const o = await client.registerBusiness();
    const other = await client.signUp();
    const post = await client.call('POST', 'staff', { token: o.token, body: memberBody(o, { email: other.email }) });
    expect(post.status).toBe(201);
    expect(staffReply.parse(post.body)).toMatchObject({
      staff: { invitation_pending: false },
      message: 'Team member added.',
    });
    const me = userReply.parse((await client.call('GET', 'user', { token: other.token, business: o.businessId })).body);
    expect(me.user.role).toBe('employee');
  });

  test('bad input gets field errors and changes nothing: 3-digit PIN, duplicate PIN, duplicate e-mail, owner, location', async () => {
    const o = await client.registerBusiness();
    const first = memberBody(o);
    expect((await client.call('POST', 'staff', { token: o.token, body: first })).status).toBe(201);
    const count = async () => (await api.db.select().from(staff).where(eq(staff.businessId, o.businessId))).length;

    const cases: [Record<string, unknown>, string, string][] = [
      [{ login_pin: '123' }, 'login_pin', 'Enter a PIN of exactly 4 digits.'],
      [{ login_pin: '4321' }, 'login_pin', 'Another team member already uses this PIN.'],
      [{ email: first.email, login_pin: '1111' }, 'email', 'This person is already on your team.'],
      [
        { email: o.email, login_pin: '1111' },
        'email',
        'This is the owner’s e-mail: the owner already has every permission.',
      ],
      [{ locations: [] }, 'locations', 'Choose at least one location.'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address.'],
    ];
    for (const [extra, field, text] of cases) {
      const res = await client.call('POST', 'staff', { token: o.token, body: memberBody(o, extra) });
      expect([extra, res.status, res.body.errors?.[field]]).toEqual([extra, 422, [text]]);
    }
    const other = await client.registerBusiness();
    const foreign = await client.call('POST', 'staff', {
      token: o.token,
      lang: 'fr',
      body: memberBody(o, { locations: [other.locationId], login_pin: '2222' }),
    });
    expect([foreign.status, foreign.body.errors?.locations]).toEqual([
      422,
      ['Choisissez des emplacements de votre entreprise que vous pouvez voir.'],
    ]);
    expect(await count()).toBe(1);

    // The same PIN on update, a 3-digit one too.
    const second = staffReply.parse(
      (await client.call('POST', 'staff', { token: o.token, body: memberBody(o, { login_pin: '5555' }) })).body,
    ).staff;
    for (const [pin, text] of [
      ['4321', 'Another team member already uses this PIN.'],
      ['555', 'Enter a PIN of exactly 4 digits.'],
    ]) {
      const res = await client.call('PUT', `staff/${second._id}`, {
        token: o.token,
        body: { ...memberBody(o), email: undefined, login_pin: pin },
      });
      expect([res.status, res.body.errors?.login_pin]).toEqual([422, [text]]);
    }
    expect((await staffRow(second._id))?.loginPin).toBe('5555');
  });

  test("another business's staff id is 404 and unchanged", async () => {
    const o = await client.registerBusiness();
    const other = await client.registerBusiness();
    const theirs = staffReply.parse(
      (await client.call('POST', 'staff', { token: other.token, body: memberBody(other) })).body,
    ).staff;
    const before = await staffRow(theirs._id);
    const put = await client.call('PUT', `staff/${theirs._id}`, {
      token: o.token,
      body: { ...memberBody(o), email: undefined, first_name: 'Hijacked' },
    });
    expect([put.status, put.body.message]).toEqual([404, 'This team member does not exist.']);
    const del = await client.call('DELETE', `staff/${theirs._id}`, { token: o.token });
    expect(del.status).toBe(404);
    expect(await staffRow(theirs._id)).toEqual(before);
  });

  describe('a manager with the users flag', () => {
    async function managerOf(o: Owner, flags: Partial<Permissions> = {}) {
      const permissions = { ...allPermissions(true), location: false, integrations: false, ...flags };
      const member = await addStaff(api, {
        businessId: o.businessId,
        role: 'manager',
        locationIds: [o.locationId],
        permissions,
      });
      return { ...member, token: await client.login(member.email, member.password) };
    }

    test('cannot grant a flag they do not hold (403, nothing written)', async () => {
      const o = await client.registerBusiness();
      const m = await managerOf(o);
      const res = await client.call('POST', 'staff', {
        token: m.token,
        body: memberBody(o, { permissions: { ...ordersOnly, integrations: true } }),
      });
      expect([res.status, res.body.message]).toEqual([403, 'You cannot grant a permission you do not hold yourself.']);
      expect((await api.db.select().from(staff).where(eq(staff.businessId, o.businessId))).length).toBe(1);
      // Within their own flags it works.
      const ok = await client.call('POST', 'staff', { token: m.token, body: memberBody(o) });
      expect(ok.status).toBe(201);
      // Nor may they raise an employee's flags past their own.
      const id = staffReply.parse(ok.body).staff._id;
      const raise = await client.call('PUT', `staff/${id}`, {
        token: m.token,
        body: { ...memberBody(o), email: undefined, permissions: { ...ordersOnly, location: true } },
      });
      expect(raise.status).toBe(403);
      expect((await staffRow(id))?.permissions).toEqual(ordersOnly);
    });

    test('cannot edit the owner, nor a manager holding flags they lack, nor assign a location they do not see', async () => {
      const o = await client.registerBusiness();
      const second = await addLocation(api, o.businessId);
      const m = await managerOf(o);
      const me = userReply.parse((await client.call('GET', 'user', { token: o.token })).body);
      const owner = await client.call('PUT', `staff/${me.user._id}`, {
        token: m.token,
        body: { ...memberBody(o), email: undefined },
      });
      expect([owner.status, owner.body.message]).toEqual([403, 'The owner’s account cannot be changed here.']);

      const higher = await addStaff(api, {
        businessId: o.businessId,
        role: 'manager',
        locationIds: [o.locationId],
        permissions: allPermissions(true),
      });
      const before = await staffRow(higher.staffId);
      const edit = await client.call('PUT', `staff/${higher.staffId}`, {
        token: m.token,
        body: { ...memberBody(o), email: undefined },
      });
      expect([edit.status, edit.body.message]).toEqual([
        403,
        'This team member has permissions or locations you do not have: only the owner can change them.',
      ]);
      expect((await client.call('DELETE', `staff/${higher.staffId}`, { token: m.token })).status).toBe(403);
      expect(await staffRow(higher.staffId)).toEqual(before);

      const elsewhere = await client.call('POST', 'staff', {
        token: m.token,
        body: memberBody(o, { locations: [second] }),
      });
      expect([elsewhere.status, Object.keys(elsewhere.body.errors ?? {})]).toEqual([422, ['locations']]);
      // Removing themselves would lock them out.
      expect((await client.call('DELETE', `staff/${m.staffId}`, { token: m.token })).status).toBe(409);
    });
  });

  test('an employee without the users flag is refused every staff route', async () => {
    const o = await client.registerBusiness();
    const token = await signInStaff({ businessId: o.businessId, role: 'employee', locationIds: [o.locationId] });
    for (const [method, path] of [
      ['GET', 'staff'],
      ['POST', 'staff'],
      ['PUT', 'staff/0123456789abcdef01234567'],
      ['DELETE', 'staff/0123456789abcdef01234567'],
    ] as const) {
      const res = await client.call(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect([path, res.status]).toEqual([path, 403]);
    }
  });

  test('the demo team: the owner lists the driver, the manager and the cashier; the manager (no users flag by default) is refused', async () => {
    await withTestApi({ seed: true }, async (demo) => {
      const owner = await loginDemo('owner', demo.client);
      const list = staffsReply.parse((await demo.client.call('GET', 'staff', { token: owner })).body);
      expect(list.staffs.map((m) => [m.name, m.role, m.locations.length, m.has_login_pin])).toEqual([
        ['Dani Driver', 'employee', 2, true],
        ['Mia Manager', 'manager', 2, true],
        ['Sam Staff', 'employee', 1, true],
      ]);
      const manager = await loginDemo('manager', demo.client);
      expect((await demo.client.call('GET', 'staff', { token: manager })).status).toBe(403);
    });
  });
});
