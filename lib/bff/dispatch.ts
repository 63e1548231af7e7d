import 'server-only';

/** Sends one request to the upstream /v1 API; `path` starts after /v1/ and includes the query. */
export type Dispatch = (path: string, init: RequestInit) => Promise<Response>;

export class UpstreamUnreachable extends Error {}
export class UpstreamTimeout extends Error {}

/**
 * Waits for the upstream's status line within `timeoutMs`. The body is left streaming so that
 * event streams and large downloads are not cut by the timer.
 */
export async function withHeaderTimeout(
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new UpstreamTimeout('upstream timeout'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      send(controller.signal).catch((err: unknown) => {
        if (controller.signal.aborted) throw new UpstreamTimeout('upstream timeout');
        throw new UpstreamUnreachable(err instanceof Error ? err.message : String(err));
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Over HTTP to UPSTREAM_API_URL (the real platform, or `npm run api`). */
export function httpDispatch(baseUrl: string, timeoutMs: number): Dispatch {
  const base = baseUrl.replace(/\/+$/, '');
  return (path, init) =>
    withHeaderTimeout(timeoutMs, (signal) =>
      fetch(`${base}/${path}`, { ...init, signal, redirect: 'manual', duplex: 'half' } as RequestInit),
    );
}

/** In the same process, straight into the reference API's fetch handler: no socket, no port. */
export function inProcessDispatch(
  getApi: () => Promise<{ fetch(req: Request): Promise<Response> }>,
  timeoutMs: number,
): Dispatch {
  return (path, init) =>
    withHeaderTimeout(timeoutMs, async (signal) => {
      const api = await getApi();
      return api.fetch(
        new Request(`http://reference.internal/v1/${path}`, { ...init, signal, duplex: 'half' } as RequestInit),
      );
    });
}
