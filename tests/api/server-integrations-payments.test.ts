/** Reference API: payment provider (built-in test provider) and the Clover POS link. */
import { eq } from 'drizzle-orm';
import { gettingStartedReply, integrationReply, paymentConnectReply, paymentStatusReply } from '@/lib/contract';
import { integrations, paymentAccounts } from '@/server/db/schema';
import { CLOVER_MERCHANT, CLOVER_TOKEN, cloverConfig, cloverForTests } from './helpers/clover-fixture';
import { api, client, signInStaff, startTestApi, withTestApi } from './helpers/test-api';

const clover = cloverForTests();
startTestApi(() => ({ config: { clover: cloverConfig(clover.url) } }));

const goodKeys = { provider: 'test', account_id: 'acct_test_Bistro42', secret_key: 'sk_test_abcd1234' };
const steps = async (token: string) =>
  gettingStartedReply.parse((await client.call('GET', 'getting-started', { token })).body).getting_started;

describe('payment provider', () => {
  test('connecting the test provider keeps the account and ticks Payment Setup', async () => {
    const m = await client.registerBusiness();
    expect(paymentStatusReply.parse((await client.call('GET', 'payment-provider', { token: m.token })).body)).toEqual({
      payment: null,
      providers: ['test'],
    });
    expect((await steps(m.token)).payment_setup).toBe(false);

    const res = await client.call('POST', 'payment-provider', { token: m.token, body: goodKeys, lang: 'fr' });
    expect(res.status).toBe(200);
    expect(paymentConnectReply.parse(res.body)).toEqual({
      payment: { provider: 'test', account_id: 'acct_test_Bistro42', connected_at: expect.any(String) },
      providers: ['test'],
      message: 'Fournisseur de paiement connecté.',
    });
    expect((await steps(m.token)).payment_setup).toBe(true);

    // Disconnecting removes the account; the step stays done (docs/decisions.md).
    const off = await client.call('DELETE', 'payment-provider', { token: m.token });
    expect(off.status).toBe(200);
    expect(paymentStatusReply.parse(off.body).payment).toBeNull();
    expect((await steps(m.token)).payment_setup).toBe(true);
  });

  test('a key the test provider refuses is a field error in the caller language and changes nothing', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'payment-provider', {
      token: m.token,
      body: { ...goodKeys, secret_key: 'sk_live_abcd1234' },
      lang: 'fr',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.secret_key[0]).toMatch(/^Le fournisseur de test a refusé cette clé/);
    const account = await client.call('POST', 'payment-provider', {
      token: m.token,
      body: { ...goodKeys, account_id: 'acct_live_1' },
    });
    expect(account.status).toBe(422);
    expect(Object.keys(account.body.errors)).toEqual(['account_id']);
    expect(await api.db.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, m.businessId))).toEqual([]);
    expect((await steps(m.token)).payment_setup).toBe(false);
  });

  test('an employee without `integrations` is refused (403); with it, allowed', async () => {
    const m = await client.registerBusiness();
    const without = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { integrations: false, menu: false },
    });
    for (const [method, path] of [
      ['GET', 'payment-provider'],
      ['POST', 'payment-provider'],
      ['DELETE', 'payment-provider'],
      ['GET', 'integration'],
      ['POST', 'integration/clover'],
    ] as const) {
      const res = await client.call(method, path, { token: without, body: method === 'GET' ? undefined : goodKeys });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect((await steps(m.token)).payment_setup).toBe(false);
    const withIt = await signInStaff({
      businessId: m.businessId,
      role: 'employee',
      locationIds: [m.locationId],
      permissions: { integrations: true, menu: false },
    });
    expect((await client.call('GET', 'integration', { token: withIt })).status).toBe(200);
    expect((await client.call('POST', 'payment-provider', { token: withIt, body: goodKeys })).status).toBe(200);
  });
});

describe('Clover POS link', () => {
  test('link, read as linked on GET integration, relink, unlink; unlinking twice is a 404', async () => {
    const m = await client.registerBusiness();
    const view = async () => integrationReply.parse((await client.call('GET', 'integration', { token: m.token })).body);
    expect((await view()).integration).toBeNull();

    const link = await client.call('POST', 'integration/clover', {
      token: m.token,
      body: { merchant_id: CLOVER_MERCHANT, access_token: CLOVER_TOKEN },
    });
    expect(link).toMatchObject({ status: 200, body: { message: 'Clover is linked.' } });
    // Checked with Clover first, with the token given.
    expect(clover.requests).toEqual([`/v3/merchants/${CLOVER_MERCHANT}`]);
    expect((await view()).integration).toEqual({
      provider: 'clover',
      merchant_id: CLOVER_MERCHANT,
      connected_at: expect.any(String),
    });
    const relink = await client.call('POST', 'integration/clover', {
      token: m.token,
      body: { merchant_id: CLOVER_MERCHANT, access_token: CLOVER_TOKEN },
    });
    expect(relink.status).toBe(200);

    expect((await client.call('DELETE', 'integration/clover', { token: m.token })).status).toBe(200);
    expect((await view()).integration).toBeNull();
    const again = await client.call('DELETE', 'integration/clover', { token: m.token, lang: 'fr' });
    expect(again).toMatchObject({ status: 404, body: { message: 'Clover n’est pas lié à cette entreprise.' } });
  });

  test('a token Clover refuses or a merchant it does not know is a translated field error; nothing is stored', async () => {
    const m = await client.registerBusiness();
    const stored = async () =>
      (await api.db.select().from(integrations).where(eq(integrations.businessId, m.businessId))).length;
    const badToken = await client.call('POST', 'integration/clover', {
      token: m.token,
      body: { merchant_id: CLOVER_MERCHANT, access_token: 'not-the-token' },
    });
    expect(badToken.status).toBe(422);
    expect(badToken.body.errors).toEqual({
      access_token: ['Clover refused this API token. Check the token, then link again.'],
    });
    const fr = await client.call('POST', 'integration/clover', {
      token: m.token,
      lang: 'fr',
      body: { merchant_id: 'NOBODY', access_token: CLOVER_TOKEN },
    });
    expect(fr.status).toBe(422);
    expect(fr.body.errors).toEqual({
      merchant_id: ['Clover ne connaît aucun marchand avec cet identifiant. Vérifiez l’identifiant du marchand.'],
    });
    clover.fail = () => 503;
    const down = await client.call('POST', 'integration/clover', {
      token: m.token,
      body: { merchant_id: CLOVER_MERCHANT, access_token: CLOVER_TOKEN },
    });
    expect(down).toMatchObject({
      status: 409,
      body: { message: 'Could not reach Clover. Try again in a few minutes.' },
    });
    expect(await stored()).toBe(0);
    expect(
      integrationReply.parse((await client.call('GET', 'integration', { token: m.token })).body).integration,
    ).toBeNull();
  });

  test('without a Clover API configured the link cannot be checked: refused, nothing stored', async () => {
    await withTestApi({}, async (bare) => {
      const m = await bare.client.registerBusiness();
      const res = await bare.client.call('POST', 'integration/clover', {
        token: m.token,
        body: { merchant_id: CLOVER_MERCHANT, access_token: CLOVER_TOKEN },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Linking Clover is not available on this portal: the link cannot be checked with Clover.',
      );
      expect(await bare.api.db.select().from(integrations)).toEqual([]);
    });
  });

  test('a blank merchant id is a field error', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('POST', 'integration/clover', {
      token: m.token,
      body: { merchant_id: '  ', access_token: 'tok' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['merchant_id']);
  });
});
