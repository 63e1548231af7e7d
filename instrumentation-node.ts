/**
 * The Node server's start (instrumentation.ts imports it only on the Node runtime): a bad
 * environment stops it with a message naming the variable, and the embedded database is opened,
 * migrated and seeded before the first request instead of during it (a fresh PGlite folder takes
 * seconds).
 */
export async function registerNode() {
  const { env, EnvError } = await import('./lib/env');
  let upstream: string | undefined;
  try {
    upstream = env().UPSTREAM_API_URL;
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(`\n${err.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw err;
  }
  await appendSocketAddress();
  if (!upstream) {
    const { getReferenceApi } = await import('./server');
    await getReferenceApi();
  }
}

/**
 * Next.js fills X-Forwarded-For from the socket only when the request has none, so a client could
 * write the whole chain. Like a proxy, every request gets the socket's address appended here; the
 * BFF then believes only TRUST_PROXY_HOPS entries before it (lib/bff/upstream-headers.ts).
 */
async function appendSocketAddress() {
  const http = await import('node:http');
  const { appendForwardedFor } = await import('./lib/contract/client-address');
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as import('node:http').IncomingMessage;
      const chain = appendForwardedFor(req.headers['x-forwarded-for'] as string | undefined, req.socket.remoteAddress);
      if (chain) req.headers['x-forwarded-for'] = chain;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
