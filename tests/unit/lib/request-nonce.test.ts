/** requestNonce: the nonce middleware put in the page request's CSP, for an inline script of ours. */
const requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));

import { requestNonce } from '@/lib/request-nonce';
import { pageCsp } from '@/lib/security-headers.mjs';

test("the nonce of the request's CSP, none without one", async () => {
  requestHeaders.set('content-security-policy', pageCsp({ nonce: 'bm9uY2UtMTIz', dev: false, tileUrl: '' }));
  expect(await requestNonce()).toBe('bm9uY2UtMTIz');
  requestHeaders.delete('content-security-policy');
  expect(await requestNonce()).toBeUndefined();
});
