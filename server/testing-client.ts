import { randomBytes, randomInt } from 'node:crypto';
import { stableId } from './lib/ids';
import type { TestApi } from './testing';

/** Helpers for tests that drive the reference API through its fetch handler. */

export interface CallOptions {
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body), e.g. to test a malformed body. */
  raw?: string;
  token?: string;
  lang?: string;
  /** X-Forwarded-For. Random per call by default, so IP limits only bite the tests that aim at them. */
  ip?: string;
  business?: string;
  headers?: Record<string, string>;
}

// Tests assert on reply fields directly (and parse with the contract where the shape matters),
// so an untyped body by default keeps them terse.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBody = any;

export interface CallResult<T = AnyBody> {
  status: number;
  body: T;
  headers: Headers;
}

/** Controllable clock for code expiry and resend gaps: pass `now` to createTestApi. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** SPEC §9: 48 alphanumeric characters. */
export const newDeviceId = () =>
  randomBytes(36)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 48);
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

export function apiClient(api: TestApi) {
  async function call<T = AnyBody>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
    const url = new URL(`http://internal/v1/${path}`);
    if (opts.business !== undefined) url.searchParams.set('business', opts.business);
    const headers: Record<string, string> = {
      'x-forwarded-for': opts.ip ?? randomIp(),
      'x-device-type': 'web',
      'x-client-id': 'merchant-portal',
      'x-app-version': '2.0.0',
      ...opts.headers,
    };
    if (opts.lang) headers['accept-language'] = opts.lang;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const payload = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await api.fetch(new Request(url, { method, headers, body: payload }));
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* left as text: a test asserting JSON will fail clearly */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  /** The newest 6-digit code mailed to `email` (through GET /v1/dev/outbox). */
  async function lastCode(email: string): Promise<string> {
    const { body } = await call<{ messages: Array<{ text: string }> }>(
      'GET',
      `dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const code = /\b(\d{6})\b/.exec(body.messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  async function register(email: string, password = 'Secret123', extra: Record<string, unknown> = {}) {
    return call('POST', 'user/register', {
      body: { first_name: 'Test', last_name: 'User', email, password, password_confirmation: password, ...extra },
    });
  }

  /** Signs up and confirms through the real flow (`extra` fields go with the registration); returns the access token. */
  async function signUp(
    email = uniqueEmail(),
    password = 'Secret123',
    extra: Record<string, unknown> = {},
  ): Promise<{ email: string; token: string; password: string }> {
    const reg = await register(email, password, extra);
    if (reg.status !== 201) throw new Error(`register ${reg.status}: ${JSON.stringify(reg.body)}`);
    const res = await call('POST', 'user/email/confirm', {
      body: { email, code: await lastCode(email), device_id: newDeviceId() },
    });
    if (res.status !== 200) throw new Error(`confirm ${res.status}: ${JSON.stringify(res.body)}`);
    return { email, token: res.body.access_token, password };
  }

  async function login(email: string, password: string): Promise<string> {
    const res = await call('POST', 'user/login', { body: { email, password, device_id: newDeviceId() } });
    if (res.status !== 200) throw new Error(`login ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.access_token;
  }

  /**
   * A new owner with a business (one location in the given province or state, Québec by
   * default): signs up (with the `registration` fields given), confirms and registers through
   * the real flow.
   */
  async function registerBusiness(
    opts: {
      country?: 'CA' | 'US';
      state?: string;
      name?: string;
      email?: string;
      registration?: Record<string, unknown>;
    } = {},
  ) {
    const account = await signUp(opts.email, undefined, opts.registration);
    const country = opts.country ?? 'CA';
    const res = await call('POST', 'business/register', {
      token: account.token,
      body: {
        // A letter before the random hex: six hex digits that are all numbers (6 % of names) read as
        // a mailed code to lastCode, which takes the first six-digit number of a mail.
        name: opts.name ?? `Test Bistro n${randomBytes(3).toString('hex')}`,
        type: stableId('business-type', 'Restaurant'),
        phone_number: '5145550142',
        address: {
          street: '100 Main Street',
          city: 'Springfield',
          state_province: stableId('state', `${country}-${opts.state ?? (country === 'CA' ? 'QC' : 'NY')}`),
          zip_postal_code: country === 'CA' ? 'H2T 1N6' : '10001',
          country: stableId('country', country),
        },
      },
    });
    if (res.status !== 201) throw new Error(`business/register ${res.status}: ${JSON.stringify(res.body)}`);
    return {
      ...account,
      businessId: res.body.business._id as string,
      locationId: res.body.business.locations[0]._id as string,
    };
  }

  return { call, lastCode, register, signUp, login, registerBusiness };
}
