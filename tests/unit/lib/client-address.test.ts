/** @jest-environment node */
import { clientIp } from '@/lib/bff/upstream-headers';
import { appendForwardedFor, clientAddress } from '@/lib/contract/client-address';
import { parseEnv, resetEnvCache } from '@/lib/env';

describe('clientAddress: only TRUST_PROXY_HOPS entries left of the peer are believed (issue 10)', () => {
  // A client wrote "6.6.6.6"; the load balancer appended 203.0.113.9 (the client it saw); the
  // portal appended the load balancer's socket address, 10.0.0.1.
  const chain = '6.6.6.6, 203.0.113.9, 10.0.0.1';

  test('0 hops: the socket address, whatever the client wrote', () => {
    expect(clientAddress(chain, 0)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', 0)).toBe('10.0.0.1');
  });

  test('N hops: the Nth address from the right of what the proxies received', () => {
    expect(clientAddress(chain, 1)).toBe('203.0.113.9');
    expect(clientAddress(chain, 2)).toBe('6.6.6.6');
    // Fewer entries than hops: the leftmost one.
    expect(clientAddress('203.0.113.9, 10.0.0.1', 5)).toBe('203.0.113.9');
  });

  test('no address: undefined; blanks are skipped; very long entries are cut', () => {
    expect(clientAddress(undefined, 0)).toBeUndefined();
    expect(clientAddress(' , ', 0)).toBeUndefined();
    expect(clientAddress('1.2.3.4, ,', 0)).toBe('1.2.3.4');
    expect(clientAddress('x'.repeat(100), 0)).toHaveLength(64);
  });

  test('appendForwardedFor adds the peer like a proxy', () => {
    expect(appendForwardedFor('6.6.6.6', '10.0.0.1')).toBe('6.6.6.6, 10.0.0.1');
    expect(appendForwardedFor(undefined, '10.0.0.1')).toBe('10.0.0.1');
    expect(appendForwardedFor('6.6.6.6', undefined)).toBe('6.6.6.6');
  });
});

describe('the BFF forwards the address TRUST_PROXY_HOPS allows', () => {
  const request = (xff?: string) =>
    new Request('http://portal.test/api/v1/user/login', { headers: xff ? { 'x-forwarded-for': xff } : {} });
  const saved = process.env.TRUST_PROXY_HOPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY_HOPS;
    else process.env.TRUST_PROXY_HOPS = saved;
    resetEnvCache();
  });

  test('by default a spoofed X-Forwarded-For is ignored: the socket address counts', () => {
    delete process.env.TRUST_PROXY_HOPS;
    resetEnvCache();
    expect(clientIp(request('6.6.6.6, 127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIp(request())).toBe('127.0.0.1');
  });

  test('behind one load balancer, the address it saw', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    resetEnvCache();
    expect(clientIp(request('6.6.6.6, 203.0.113.9, 10.0.0.1'))).toBe('203.0.113.9');
  });

  test('the variable is validated', () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
