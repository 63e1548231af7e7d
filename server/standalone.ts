import { serve } from '@hono/node-server';
import { appendForwardedFor } from '../lib/contract/client-address';
import { env } from '../lib/env';
import { logger } from '../lib/log/logger';
import { closeReferenceApi, getReferenceApi } from './index';

/**
 * `npm run api`: the reference API over HTTP on API_PORT (default 4000), for UPSTREAM_API_URL
 * setups and load tests. Holds the PGlite folder, so the Next app must then use UPSTREAM_API_URL.
 */
/** Like any proxy, the socket's address goes at the end of X-Forwarded-For, where the app reads the peer. */
function withPeer(req: Request, peer: string | undefined): Request {
  const chain = appendForwardedFor(req.headers.get('x-forwarded-for'), peer);
  if (!chain) return req;
  const headers = new Headers(req.headers);
  headers.set('x-forwarded-for', chain);
  return new Request(req, { headers });
}

async function main() {
  const raw = process.env.API_PORT ?? '4000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Invalid environment:\n  API_PORT: must be a port number, got "${raw}"`);
  env(); // fail fast on a bad environment before opening the database
  const api = await getReferenceApi();
  const server = serve(
    { fetch: (req, { incoming }) => api.fetch(withPeer(req, incoming.socket.remoteAddress)), port },
    (info) => {
      logger().info({ src: 'api' }, `reference API listening on http://localhost:${info.port}/v1`);
    },
  );
  const stop = (signal: string) => {
    logger().info({ src: 'api' }, `${signal}: closing`);
    server.close();
    closeReferenceApi().finally(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
