/** Reference API: public lists, conventions shared by every route, dev tools switch. */
import { businessTypesReply, countriesReply, outboxReply } from '@/lib/contract';
import { createTestApi } from '@/server/testing';
import { apiClient, uniqueEmail } from '@/server/testing-client';
import { captureLogs } from './helpers/log-capture';
import { client, startTestApi, withTestApi } from './helpers/test-api';

startTestApi();

test('GET business-type lists the eight types in order', async () => {
  const res = await client.call('GET', 'business-type');
  expect(res.status).toBe(200);
  const { business_types } = businessTypesReply.parse(res.body);
  expect(business_types.map((t) => t.name)).toEqual([
    'Restaurant',
    'Cafe',
    'Bakery',
    'Bar',
    'Food Truck',
    'Grocery',
    'Retail',
    'Other',
  ]);
  expect(business_types[0]!._id).toMatch(/^[0-9a-f]{24}$/);
});

test('GET country lists the US (50 states + DC, USD) and Canada (13, CAD)', async () => {
  const res = await client.call('GET', 'country');
  expect(res.status).toBe(200);
  const { countries } = countriesReply.parse(res.body);
  const us = countries.find((c) => c.code === 'US')!;
  const ca = countries.find((c) => c.code === 'CA')!;
  expect(us).toMatchObject({ name: 'United States', currency: 'USD' });
  expect(us.states).toHaveLength(51);
  expect(us.states.map((s) => s.name)).toContain('District of Columbia');
  expect(ca).toMatchObject({ name: 'Canada', currency: 'CAD' });
  expect(ca.states).toHaveLength(13);
  expect(ca.states.map((s) => s.name)).toContain('Quebec');
});

test('reference ids are the same on every database', async () => {
  await withTestApi({}, async (other) => {
    const a = await client.call('GET', 'country');
    const b = await other.client.call('GET', 'country');
    expect(b.body).toEqual(a.body);
  });
});

test('an unknown /v1 path is a JSON 404', async () => {
  const res = await client.call('GET', 'no-such-thing');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'Not found' });
  expect((await client.call('POST', 'user/unknown', { body: {} })).status).toBe(404);
});

test('a malformed JSON body is a 400 with a message, not a 500', async () => {
  const res = await client.call('POST', 'user/login', { raw: '{"email": ' });
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/JSON/);
});

test('a body that is not an object is a 422', async () => {
  const res = await client.call('POST', 'user/login', { raw: '[1,2]' });
  expect(res.status).toBe(422);
  expect(res.body.message).toBeTruthy();
});

test('an empty body gives required errors per field', async () => {
  const res = await client.call('POST', 'user/login', { raw: '' });
  expect(res.status).toBe(422);
  expect(res.body.errors).toMatchObject({ email: ['This field is required.'], password: ['This field is required.'] });
});

test('dev/outbox lists mail for an address, newest first', async () => {
  const email = uniqueEmail();
  await client.register(email);
  await client.call('POST', 'user/password/recover', { body: { email } });
  const res = await client.call('GET', `dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const { messages } = outboxReply.parse(res.body);
  expect(messages).toHaveLength(2);
  expect(messages[0]!.subject).toMatch(/reset/i);
  expect(messages[1]!.subject).toMatch(/confirmation/i);
  expect(messages.every((m) => m.to === email)).toBe(true);
});

test('dev endpoints answer 404 unless DEV_TOOLS=1', async () => {
  await withTestApi({ env: { DEV_TOOLS: false } }, async (off) => {
    const res = await off.client.call('GET', 'dev/outbox?to=a@b.test');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

test('a real failure is logged and answered 500 with a generic message', async () => {
  const broken = await createTestApi();
  await broken.close(); // every query now fails: stands in for a bug or a lost database
  const logs = captureLogs();
  try {
    const res = await apiClient(broken).call('GET', 'business-type');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong' });
    expect(logs.lines.some((l) => l.msg === 'api failed' && l.level === 50)).toBe(true);
  } finally {
    logs.restore();
  }
});
