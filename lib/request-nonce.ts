import { headers } from 'next/headers';

/**
 * The CSP nonce of this page's request (middleware.ts writes the page's CSP into the request's
 * headers, and Next puts the same nonce on its own scripts): for an inline script of our own.
 */
export async function requestNonce(): Promise<string | undefined> {
  const csp = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}
