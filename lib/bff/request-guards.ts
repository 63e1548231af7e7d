import { BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES, routeList } from '@/lib/contract';
import type { BffText } from './texts';

/** The path segments of every GET that changes something, `:param` parts matching any segment. */
const STATE_CHANGING_GETS = routeList
  .filter((r) => r.method === 'GET' && r.stateChangingGet)
  .map((r) => r.path.split('/').filter(Boolean));

/** Whether `METHOD segments` is a row of the route table marked `stateChangingGet` (HEAD runs GET). */
export function isStateChangingGet(method: string, segments: string[]): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return STATE_CHANGING_GETS.some(
    (parts) => parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]),
  );
}

const portalHost = (req: Request) => req.headers.get('x-forwarded-host') ?? req.headers.get('host');

function sameHost(url: string | null, host: string | null): boolean {
  if (!url || url === 'null' || !host) return false;
  try {
    return new URL(url).host === host;
  } catch {
    return false;
  }
}

/**
 * A call made by the portal's own scripts: never a top-level navigation (a link on another site
 * carries the SameSite=Lax cookie), and same-origin by Sec-Fetch-Site or else by Origin/Referer.
 * A caller that proves neither is refused.
 */
export function isPortalScriptCall(req: Request): boolean {
  const mode = req.headers.get('sec-fetch-mode');
  const dest = req.headers.get('sec-fetch-dest');
  if (mode === 'navigate' || dest === 'document' || dest === 'iframe' || dest === 'frame') return false;
  const site = req.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const host = portalHost(req);
  return sameHost(req.headers.get('origin'), host) || sameHost(req.headers.get('referer'), host);
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

export interface BodyLimit {
  bytes: number;
  /** What the 413 says. */
  text: BffText;
}

/** The most bytes the BFF takes for `METHOD segments`: the upload's image, else a JSON body (as the API). */
export function bodyLimitFor(method: string, segments: string[]): BodyLimit {
  return method === 'POST' && segments.length === 1 && segments[0] === 'upload'
    ? { bytes: UPLOAD_BODY_MAX_BYTES, text: 'uploadTooLarge' }
    : { bytes: BODY_MAX_BYTES, text: 'payloadTooLarge' };
}

/** Content-Length already over the limit: refused before a byte is read. */
export function declaredTooLarge(req: Request, limit: number): boolean {
  const declared = Number(req.headers.get('content-length') ?? '');
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The request body as a stream that counts its bytes and errors with BodyTooLarge past `limit`
 * (a body sent chunked has no Content-Length to check). `exceeded()` says whether it did.
 */
export function limitedBody(body: ReadableStream<Uint8Array>, limit: number) {
  let seen = 0;
  let over = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          over = true;
          controller.error(new BodyTooLarge(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => over };
}

/** The whole body as text, reading no more than `limit` bytes (BodyTooLarge past it). */
export async function readLimitedText(req: Request, limit: number): Promise<string> {
  if (!req.body) return '';
  const { stream } = limitedBody(req.body, limit);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  return Buffer.concat(chunks).toString('utf8');
}

/** The body's JSON object, undefined when it is not one; BodyTooLarge past the limit. */
export async function readJsonBody(req: Request, limit: BodyLimit): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readLimitedText(req, limit.bytes));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch (err) {
    if (err instanceof BodyTooLarge) throw err;
    return undefined;
  }
}
