/** Reference API: plans, subscribing with the test card provider, changes, invoices and their PDFs, failed renewals. */
import { billingInvoiceSchema, invoicesReply, plansReply, subscriptionReply, userReply } from '@/lib/contract';
import { planId } from '@/server/db/reference-data';
import { addInterval, prorate } from '@/server/services/billing-plans';
import { readPdfText } from '@/server/services/billing-pdf';
import { testClock } from '@/server/testing-client';
import { client, loginDemo, signInStaff, startTestApi } from './helpers/test-api';

const DAY = 86_400_000;
const clock = testClock(Date.UTC(2025, 0, 15, 12));
const card = (number: string) => ({
  card_number: number,
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Ada Owner',
});
const OK = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
const AUTH = '4000 0025 0000 3155';
const LATER = '4000 0000 0000 0341';

let owner = '';

startTestApi({ seed: true, now: clock.now });

beforeAll(async () => {
  owner = await loginDemo('owner');
});

const sub = async (token: string, lang?: 'fr') =>
  subscriptionReply.parse((await client.call('GET', 'subscription', { token, lang })).body);
const subscribe = (token: string, plan: string, number = OK) =>
  client.call('POST', 'subscription', { token, body: { plan_id: planId(plan), ...card(number) } });
const invoices = async (token: string) =>
  invoicesReply.parse((await client.call('GET', 'invoice', { token })).body).invoices;

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
    for (const p of plans) expect(p.currency).toBe('USD');
  });

  test('the query is passed through: period=monthly|yearly and interval filter; a wrong one is a 422', async () => {
    const list = async (q: string) =>
      plansReply.parse((await client.call('GET', `subscription/plan?${q}`, { token: owner })).body).plans;
    expect(await list('period=monthly')).toHaveLength(3);
    expect(await list('period=yearly')).toEqual([]);
    expect(await list('interval=month')).toHaveLength(3);
    const bad = await client.call('GET', 'subscription/plan?period=weekly', { token: owner, lang: 'fr' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['period']);
  });

  test('needs a token, not a business', async () => {
    expect((await client.call('GET', 'subscription/plan')).status).toBe(401);
    const { token } = await client.signUp();
    expect((await client.call('GET', 'subscription/plan', { token })).status).toBe(200);
  });
});

describe('proration and periods (arithmetic)', () => {
  test('an upgrade half-way pays half the difference, in whole cents', () => {
    const start = new Date(Date.UTC(2025, 0, 1));
    const end = addInterval(start, 'month');
    expect(end.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    // 31 days; 16 days left (a started day counts): (9900 − 2900) × 16 / 31 = 3612.90… → 3613.
    expect(prorate(2900, 9900, start, end, new Date(Date.UTC(2025, 0, 16, 6)))).toEqual({
      totalDays: 31,
      remainingDays: 16,
      amount: 3613,
    });
    expect(prorate(5900, 9900, start, end, start).amount).toBe(4000);
    expect(prorate(5900, 9900, start, end, end).amount).toBe(0);
    expect(addInterval(new Date(Date.UTC(2025, 0, 31)), 'month').toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('subscribing', () => {
  test('a new business: POST with the test card → active, invoice 1 paid, card kept as brand + last 4', async () => {
    const m = await client.registerBusiness();
    expect((await sub(m.token)).billing!.status).toBe('none');
    const res = await subscribe(m.token, 'Premium');
    expect(res.status).toBe(201);
    const body = subscriptionReply.parse(res.body);
    expect(body.subscription).toMatchObject({ plan_name: 'Premium', status: 'active' });
    expect(body.charged).toBe(9900);
    expect(body.message).toBe('Your Premium plan is active.');
    expect(body.billing).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      period_start: clock.now().toISOString(),
      period_end: addInterval(clock.now(), 'month').toISOString(),
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    // Premium opens at once: GET user says so, and a Premium-only call answers.
    const user = userReply.parse((await client.call('GET', 'user', { token: m.token })).body);
    expect(user.business!.subscription.feature_availability.website_manager).toBe(true);
    expect((await client.call('GET', 'reservations-settings', { token: m.token })).status).toBe(200);
    const list = await invoices(m.token);
    expect(list.map((i) => [i.number, i.total, i.tax, i.status])).toEqual([[1, 9900, 0, 'paid']]);
  });

  test('a declined card: 422 on card_number with its own text, nothing changed (en and fr)', async () => {
    const m = await client.registerBusiness();
    const res = await subscribe(m.token, 'Basic', DECLINE);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ card_number: ['Your card was declined. Use another card or call your bank.'] });
    const fr = await client.call('POST', 'subscription', {
      token: m.token,
      lang: 'fr',
      body: { plan_id: planId('Basic'), ...card(DECLINE) },
    });
    expect(fr.body.errors.card_number[0]).toBe(
      'Votre carte a été refusée. Utilisez une autre carte ou contactez votre banque.',
    );
    expect((await sub(m.token)).subscription.plan_name).toBeNull();
    expect(await invoices(m.token)).toEqual([]);
  });

  test('unknown plan, missing card, a non-test card and is_update without a plan are 4xx and change nothing', async () => {
    const m = await client.registerBusiness();
    const unknown = await client.call('POST', 'subscription', {
      token: m.token,
      body: { plan_id: 'ffffffffffffffffffffffff', ...card(OK) },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['plan_id']);
    const noCard = await client.call('POST', 'subscription', { token: m.token, body: { plan_id: planId('Basic') } });
    expect(noCard.body.errors).toEqual({ card_number: ['Enter a card to pay for the plan.'] });
    const real = await subscribe(m.token, 'Basic', '4111 1111 1111 1111');
    expect(real.body.errors.card_number[0]).toMatch(/test mode/);
    const badExpiry = await client.call('POST', 'subscription', {
      token: m.token,
      body: { plan_id: planId('Basic'), ...card(OK), card_expiry: '13/30' },
    });
    expect(Object.keys(badExpiry.body.errors)).toEqual(['card_expiry']);
    // The client sends PUT when its payload had is_update (removed before sending): no plan yet is a 409.
    const put = await client.call('PUT', 'subscription', { token: m.token, body: { plan_id: planId('Basic') } });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('This business has no plan yet. Choose a plan first.');
    expect((await sub(m.token)).billing!.status).toBe('none');
  });

  test('"requires authentication": 202 with an action; confirming it completes the subscription', async () => {
    const m = await client.registerBusiness();
    const res = await subscribe(m.token, 'Standard', AUTH);
    expect(res.status).toBe(202);
    const body = subscriptionReply.parse(res.body);
    expect(body.subscription.plan_name).toBeNull();
    expect(body.message).toBe('Your bank asks you to confirm this payment.');
    const wrong = await client.call('POST', 'subscription/confirm', { token: m.token, body: { action_id: 'pi_x' } });
    expect(wrong.status).toBe(404);
    const done = await client.call('POST', 'subscription/confirm', {
      token: m.token,
      body: { action_id: body.requires_action!.action_id },
    });
    expect(done.status).toBe(200);
    expect(subscriptionReply.parse(done.body).subscription.plan_name).toBe('Standard');
    expect((await invoices(m.token)).map((i) => i.total)).toEqual([5900]);
  });
});

describe('changing the plan', () => {
  test('POST then PUT: an upgrade is prorated and at once; a downgrade waits for the period end', async () => {
    const m = await client.registerBusiness();
    const start = clock.now();
    expect((await subscribe(m.token, 'Basic')).status).toBe(201);
    expect((await client.call('GET', 'reservations-settings', { token: m.token })).status).toBe(403);

    clock.advance(10 * DAY);
    const up = await client.call('PUT', 'subscription', { token: m.token, body: { plan_id: planId('Premium') } });
    expect(up.status).toBe(200);
    const upBody = subscriptionReply.parse(up.body);
    const expected = prorate(2900, 9900, start, addInterval(start, 'month'), clock.now());
    expect(expected.remainingDays).toBe(21);
    expect(upBody.charged).toBe(Math.round((7000 * 21) / 31));
    expect(upBody.subscription.plan_name).toBe('Premium');
    expect((await client.call('GET', 'reservations-settings', { token: m.token })).status).toBe(200);

    const down = await client.call('PUT', 'subscription', { token: m.token, body: { plan_id: planId('Basic') } });
    const downBody = subscriptionReply.parse(down.body);
    expect(downBody.subscription.plan_name).toBe('Premium');
    expect(downBody.billing!.pending_plan?.name).toBe('Basic');
    expect(downBody.message).toBe('Your plan changes to Basic on Feb 15, 2025.');

    // The period ends: Basic takes effect, the renewal is charged at Basic's price, Premium closes.
    clock.advance(22 * DAY);
    expect((await client.call('GET', 'reservations-settings', { token: m.token })).status).toBe(403);
    const after = await sub(m.token);
    expect(after.subscription.plan_name).toBe('Basic');
    expect(after.billing!.pending_plan).toBeNull();
    expect((await invoices(m.token)).map((i) => [i.number, i.total])).toEqual([
      [3, 2900],
      [2, upBody.charged],
      [1, 2900],
    ]);
  });

  test('cancel at the period end, resume before it; cancelled and not resumed, the plan lapses', async () => {
    const m = await client.registerBusiness();
    await subscribe(m.token, 'Standard');
    const cancel = await client.call('POST', 'subscription/cancel', { token: m.token });
    expect(subscriptionReply.parse(cancel.body).billing!.cancel_at_period_end).toBe(true);
    const resume = await client.call('POST', 'subscription/resume', { token: m.token });
    expect(subscriptionReply.parse(resume.body).billing!.cancel_at_period_end).toBe(false);
    expect((await client.call('POST', 'subscription/resume', { token: m.token })).status).toBe(409);
    await client.call('POST', 'subscription/cancel', { token: m.token });
    clock.advance(32 * DAY);
    const after = await sub(m.token);
    expect(after.subscription).toMatchObject({ plan_name: null, status: 'inactive' });
    expect((await invoices(m.token)).length).toBe(1);
  });
});

describe('failed renewals', () => {
  test('past due, retried after 1, 3 and 7 days, then the plan lapses; a new card pays what is due', async () => {
    const m = await client.registerBusiness();
    await subscribe(m.token, 'Premium', LATER);
    const end = new Date((await sub(m.token)).billing!.period_end!);
    clock.advance(end.getTime() - clock.now().getTime() + 60_000);
    let s = await sub(m.token);
    expect(s.subscription).toMatchObject({ plan_name: 'Premium', status: 'past_due' });
    expect(s.billing!.past_due).toMatchObject({
      attempts: 1,
      next_retry_at: new Date(end.getTime() + DAY).toISOString(),
      reason: 'Your card was declined when we charged the renewal. Update your card to keep your plan.',
    });
    expect((await invoices(m.token))[0]).toMatchObject({ number: 2, status: 'due' });

    clock.advance(DAY);
    expect((await sub(m.token)).billing!.past_due).toMatchObject({
      attempts: 2,
      next_retry_at: new Date(end.getTime() + 3 * DAY).toISOString(),
    });
    clock.advance(2 * DAY);
    s = await sub(m.token, 'fr');
    expect(s.billing!.past_due).toMatchObject({
      attempts: 3,
      next_retry_at: new Date(end.getTime() + 7 * DAY).toISOString(),
    });
    expect(s.billing!.past_due!.reason).toMatch(/^Votre carte a été refusée lors du renouvellement/);
    clock.advance(4 * DAY);
    s = await sub(m.token);
    expect(s.subscription).toMatchObject({ plan_name: null, status: 'inactive' });
    expect((await client.call('GET', 'reservations-settings', { token: m.token })).status).toBe(403);
  });

  test('updating the card while past due pays the invoice and the plan is active again', async () => {
    const m = await client.registerBusiness();
    await subscribe(m.token, 'Standard', LATER);
    const end = new Date((await sub(m.token)).billing!.period_end!);
    clock.advance(end.getTime() - clock.now().getTime() + 60_000);
    expect((await sub(m.token)).subscription.status).toBe('past_due');
    const change = await client.call('PUT', 'subscription', { token: m.token, body: { plan_id: planId('Premium') } });
    expect(change.status).toBe(409);
    const declined = await client.call('PUT', 'subscription/card', { token: m.token, body: card(DECLINE) });
    expect(declined.status).toBe(422);
    const res = await client.call('PUT', 'subscription/card', { token: m.token, body: card(OK) });
    expect(res.status).toBe(200);
    const body = subscriptionReply.parse(res.body);
    expect(body.subscription.status).toBe('active');
    expect(body.billing!.card?.last4).toBe('4242');
    expect((await invoices(m.token)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });
});

describe('invoices', () => {
  test('numbered 1, 2 … per business without gaps, also under two payments at once', async () => {
    const a = await client.registerBusiness();
    const b = await client.registerBusiness();
    await subscribe(a.token, 'Basic');
    await subscribe(b.token, 'Basic');
    const ups = await Promise.all([
      client.call('PUT', 'subscription', { token: a.token, body: { plan_id: planId('Standard') } }),
      client.call('PUT', 'subscription', { token: a.token, body: { plan_id: planId('Premium') } }),
    ]);
    expect(ups.map((r) => r.status)).toEqual([200, 200]);
    // Which call takes the lock first is up to the database: Standard then Premium is two
    // upgrades (three invoices); Premium first makes Standard a downgrade at the period's end.
    const premiumFirst = (await sub(a.token)).billing!.pending_plan !== null;
    const numbers = (await invoices(a.token)).map((i) => i.number).sort();
    expect(numbers).toEqual(premiumFirst ? [1, 2] : [1, 2, 3]);
    expect((await invoices(b.token)).map((i) => i.number)).toEqual([1]);
  });

  test('the PDF: business name and address, the line, tax, total and paid; another business gets a 404', async () => {
    const m = await client.registerBusiness({ name: 'Chez Ada' });
    await subscribe(m.token, 'Premium');
    const [inv] = await invoices(m.token);
    billingInvoiceSchema.parse(inv);
    const res = await client.call('GET', `invoice/${inv!._id}/pdf`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await rawBody(res));
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const text = readPdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        'Invoice INV-0001',
        'Chez Ada',
        '100 Main Street',
        'Premium plan',
        'Total',
        '$99.00',
        'Tax',
        '$0.00',
      ]),
    );
    expect(text.some((l) => l.startsWith('Paid on'))).toBe(true);
    const fr = readPdfText(
      Buffer.from(await rawBody(await client.call('GET', `invoice/${inv!._id}/pdf`, { token: m.token, lang: 'fr' }))),
    );
    expect(fr).toEqual(expect.arrayContaining(['Facture INV-0001', 'Forfait Premium', '99,00 $ US']));
    expect((await client.call('GET', `invoice/${inv!._id}/pdf`, { token: owner })).status).toBe(404);
  });
});

describe('owner only', () => {
  test('managers and employees get a 403 on every billing call', async () => {
    const m = await client.registerBusiness();
    const token = await signInStaff({
      businessId: m.businessId,
      role: 'manager',
      locationIds: [m.locationId],
      permissions: { users: true, location: true },
    });
    const staff = await loginDemo('staff');
    for (const t of [token, staff]) {
      for (const [method, path] of [
        ['GET', 'subscription'],
        ['POST', 'subscription'],
        ['PUT', 'subscription'],
        ['POST', 'subscription/cancel'],
        ['POST', 'subscription/resume'],
        ['PUT', 'subscription/card'],
        ['GET', 'invoice'],
      ] as const) {
        const body = method === 'GET' ? undefined : { plan_id: planId('Basic'), ...card(OK) };
        const res = await client.call(method, path, { token: t, body });
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
    }
    expect((await sub(m.token)).subscription.plan_name).toBeNull();
  });
});

/** The reply's raw bytes (the test client reads JSON; a PDF reply keeps its body as text). */
async function rawBody(res: { body: unknown; headers: Headers }): Promise<Uint8Array> {
  const body = res.body as unknown;
  if (body instanceof Uint8Array) return body;
  if (typeof body === 'string') return Buffer.from(body, 'latin1');
  throw new Error(`no raw body: ${typeof body}`);
}
