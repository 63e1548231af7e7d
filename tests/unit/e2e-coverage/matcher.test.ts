/** The e2e coverage report's matching of addresses and BFF calls to SPEC §2 routes and route-table rows. */
import { callRoutes, matchCall, matchPage, pageRoutes, summarize } from '@/tests/e2e/coverage/matcher';

describe('matchPage', () => {
  test('a route is found with or without origin, query, hash or trailing slash', () => {
    expect(matchPage('http://localhost:3210/manage/menu?tab=items#top')).toBe('/manage/menu');
    expect(matchPage('/reports/sales_summary/')).toBe('/reports/sales_summary');
    expect(matchPage('http://localhost:3210/')).toBe('/');
  });

  test('a path SPEC §2 does not list is no route (not even a prefix of one)', () => {
    expect(matchPage('/manage/menu/extra')).toBeUndefined();
    expect(matchPage('/manage')).toBeUndefined();
    expect(matchPage('/api/v1/user')).toBeUndefined();
  });
});

describe('matchCall', () => {
  test('an id in the path matches the row with :id, a literal segment wins over it', () => {
    expect(matchCall('GET', 'http://localhost:3210/api/v1/order/0123456789abcdef01234567?x=1')).toBe('GET /order/:id');
    expect(matchCall('GET', '/api/v1/order/history?from=2025-01-01')).toBe('GET /order/history');
    expect(matchCall('GET', '/api/v1/order/abc/cancel')).toBe('GET /order/:id/cancel');
  });

  test('a trailing slash picks the row SPEC §7 writes with one, its absence the bare row', () => {
    expect(matchCall('POST', '/api/v1/combo/abc/clone/')).toBe('POST /combo/:id/clone/');
    expect(matchCall('POST', '/api/v1/combo/abc/clone')).toBe('POST /combo/:id/clone');
    expect(matchCall('DELETE', '/api/v1/website-manager/gallery/?image_id=1')).toBe('DELETE /website-manager/gallery/');
  });

  test('the method counts, in any case', () => {
    expect(matchCall('put', '/api/v1/tax/abc')).toBe('PUT /tax/:id');
    expect(matchCall('DELETE', '/api/v1/tax/abc')).toBe('DELETE /tax/:id');
    expect(matchCall('PATCH', '/api/v1/tax')).toBeUndefined();
  });

  test('only /api/v1 paths of the route table count', () => {
    expect(matchCall('GET', '/v1/tax')).toBeUndefined();
    expect(matchCall('GET', '/api/v1/no-such-thing')).toBeUndefined();
    expect(matchCall('GET', '/api/v1/tax/a/b')).toBeUndefined();
    expect(matchCall('GET', '/manage/tax')).toBeUndefined();
  });
});

test('summarize lists what was touched and what was not, in the tables’ order', () => {
  const s = summarize(['/login', '/nowhere'], ['GET /tax', 'GET /nothing']);
  expect(s.routes.covered).toEqual(['/login']);
  expect(s.routes.untouched).toHaveLength(pageRoutes.length - 1);
  expect(s.calls.covered).toEqual(['GET /tax']);
  expect(s.calls.untouched).toHaveLength(callRoutes.length - 1);
  expect(s.calls.untouched).not.toContain('GET /tax');
});
