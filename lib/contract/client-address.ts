/**
 * The caller's address for per-IP rate limits, from an X-Forwarded-For chain that ends with the
 * address of the peer that connected (the portal and `npm run api` append it; in-process, the
 * BFF's one address is that peer). Only the last `hops` entries were written by proxies we run
 * (TRUST_PROXY_HOPS); anything left of them is whatever the client sent. So: 0 hops → the peer
 * itself; N hops → the Nth address from the right of what the proxies received. A chain shorter
 * than that gives its leftmost address. Undefined when there is no address at all.
 */
export function clientAddress(chain: string | null | undefined, hops: number): string | undefined {
  const addresses = (chain ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (!addresses.length) return undefined;
  return addresses[Math.max(0, addresses.length - 1 - hops)]!.slice(0, 64);
}

/** What a proxy does: the peer's address appended to the chain it received. */
export function appendForwardedFor(chain: string | null | undefined, peer: string | undefined): string | undefined {
  if (!peer) return chain ?? undefined;
  return chain?.trim() ? `${chain}, ${peer}` : peer;
}
