/** Reference API: plans, the business's subscription, choosing and changing the plan. */
import { plansReply, subscriptionReply, userReply } from '@/lib/contract';
import { planId } from '@/server/db/reference-data';
import { client, loginDemo, signInStaff, startTestApi } from './helpers/test-api';

let owner = '';

startTestApi({ seed: true });

beforeAll(async () => {
  owner = await loginDemo('owner');
});

describe('GET subscription/plan', () => {
  test('three monthly plans in US cents, Premium with the website manager', async () => {
    const res = await client.call('GET', 'subscription/plan', { token: owner });
    expect(res.status).toBe(200);
    const { plans } = plansReply.parse(res.body);
    expect(plans.map((p) => [p.name, p.price, p.interval, p.feature_availability.website_manager])).toEqual([
      ['Basic', 2900, 'month', false],
      ['Standard', 5900, 'month', false],
      ['Premium', 9900, 'month', true],
    ]);
    for (const p of plans) {
      expect(p.currency).toBe('USD');
      expect(p.description).toBeTruthy();
      expect(p.features.length).toBeGreaterThan(2);
      expect(p._id).toBe(planId(p.name));
    }
  });

  test('?interval filters; an unknown interval is a 422 on that field', async () => {
    expect(
      plansReply.parse((await client.call('GET', 'subscription/plan?interval=month', { token: owner })).body).plans,
    ).toHaveLength(3);
    expect(
      plansReply.parse((await client.call('GET', 'subscription/plan?interval=year', { token: owner })).body).plans,
    ).toEqual([]);
    const bad = await client.call('GET', 'subscription/plan?interval=week', { token: owner, lang: 'fr' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['interval']);
  });

  test('needs a token, not a business; another business id is a 404', async () => {
    expect((await client.call('GET', 'subscription/plan')).status).toBe(401);
    const { token } = await client.signUp();
    expect((await client.call('GET', 'subscription/plan', { token })).status).toBe(200);
    expect(
      (await client.call('GET', 'subscription/plan', { token, business: 'ffffffffffffffffffffffff' })).status,
    ).toBe(404);
  });
});

describe('subscription', () => {
  test('the demo business is on Premium with the website manager', async () => {
    const res = await client.call('GET', 'subscription', { token: owner });
    expect(subscriptionReply.parse(res.body).subscription).toEqual({
      plan_id: planId('Premium'),
      plan_name: 'Premium',
      status: 'active',
      feature_availability: { website_manager: true },
    });
  });

  test('a new business has no plan: inactive, then POST chooses one and PUT changes it', async () => {
    const m = await client.registerBusiness();
    const before = await client.call('GET', 'subscription', { token: m.token });
    expect(before.body).toEqual({
      subscription: {
        plan_id: null,
        plan_name: null,
        status: 'inactive',
        feature_availability: { website_manager: false },
      },
    });

    const chosen = await client.call('POST', 'subscription', { token: m.token, body: { plan_id: planId('Standard') } });
    expect(chosen.status).toBe(201);
    expect(subscriptionReply.parse(chosen.body)).toEqual({
      subscription: {
        plan_id: planId('Standard'),
        plan_name: 'Standard',
        status: 'active',
        feature_availability: { website_manager: false },
      },
      message: 'Your Standard plan is active.',
    });

    const again = await client.call('POST', 'subscription', { token: m.token, body: { plan_id: planId('Basic') } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This business already has a plan. Change the plan instead.');

    const changed = await client.call('PUT', 'subscription', {
      token: m.token,
      body: { plan_id: planId('Premium'), is_update: true },
      lang: 'fr',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      subscription: {
        plan_id: planId('Premium'),
        plan_name: 'Premium',
        status: 'active',
        feature_availability: { website_manager: true },
      },
      message: 'Votre forfait est maintenant Premium.',
    });
    // GET user shows the same subscription.
    const user = userReply.parse((await client.call('GET', 'user', { token: m.token })).body);
    expect(user.business!.subscription).toMatchObject({
      plan_name: 'Premium',
      feature_availability: { website_manager: true },
    });

    // Down to Basic: the website manager goes with it. The French message names the plan as the
    // French billing page does (billing.plans.basic.name); the subscription keeps the plan's own name.
    const down = await client.call('PUT', 'subscription', {
      token: m.token,
      body: { plan_id: planId('Basic') },
      lang: 'fr',
    });
    expect(down.body.subscription).toMatchObject({
      plan_name: 'Basic',
      feature_availability: { website_manager: false },
    });
    expect(down.body.message).toBe('Votre forfait est maintenant Essentiel.');
  });

  test('PUT without a plan yet is a 409', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('PUT', 'subscription', { token: m.token, body: { plan_id: planId('Basic') } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This business has no plan yet. Choose a plan first.');
  });

  test('422: plan_id missing, blank or unknown (en and fr)', async () => {
    const m = await client.registerBusiness();
    const missing = await client.call('POST', 'subscription', { token: m.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ plan_id: ['This field is required.'] });
    expect((await client.call('POST', 'subscription', { token: m.token, body: { plan_id: '  ' } })).status).toBe(422);
    const unknown = await client.call('POST', 'subscription', {
      token: m.token,
      body: { plan_id: 'ffffffffffffffffffffffff' },
      lang: 'fr',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ plan_id: ['Choisissez l’un des forfaits proposés.'] });
    expect((await client.call('GET', 'subscription', { token: m.token })).body.subscription.plan_name).toBeNull();
  });

  test('owner only: managers and employees get a 403', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { users: true, location: true },
    });
    // Billing is the owner's alone, reading it too (issue 10); the shell's banner reads GET user.
    const read = await client.call('GET', 'subscription', { token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: 'Only the business owner can do this.' });
    expect((await client.call('GET', 'subscription', { token: await loginDemo('staff') })).status).toBe(403);
    expect((await client.call('GET', 'subscription', { token: await loginDemo('manager') })).status).toBe(403);
    for (const method of ['POST', 'PUT']) {
      const res = await client.call(method, 'subscription', { token, body: { plan_id: planId('Basic') } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Only the business owner can do this.' });
    }
    const staff = await loginDemo('staff');
    expect(
      (await client.call('PUT', 'subscription', { token: staff, body: { plan_id: planId('Basic') }, lang: 'fr' })).body
        .message,
    ).toBe('Seul le propriétaire de l’entreprise peut faire ceci.');
  });

  test('another business is a 404; no business is a 404; no token is a 401', async () => {
    const m = await client.registerBusiness();
    const demo = userReply.parse((await client.call('GET', 'user', { token: owner })).body).business!._id;
    expect((await client.call('GET', 'subscription', { token: m.token, business: demo })).status).toBe(404);
    expect(
      (await client.call('PUT', 'subscription', { token: m.token, business: demo, body: { plan_id: planId('Basic') } }))
        .status,
    ).toBe(404);
    const { token } = await client.signUp();
    expect((await client.call('GET', 'subscription', { token })).status).toBe(404);
    expect((await client.call('POST', 'subscription', { token, body: { plan_id: planId('Basic') } })).status).toBe(404);
    expect((await client.call('GET', 'subscription')).status).toBe(401);
  });
});
