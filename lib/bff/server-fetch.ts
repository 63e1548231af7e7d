import 'server-only';
import { cookies, headers } from 'next/headers';
import type { z } from 'zod';
import { getBff } from './index';

/**
 * A GET to /v1 from a server component (prefetch, layout gates), through the same BFF as the
 * browser's calls: same token, business, location and language. Returns null on any failure so
 * the page falls back to loading on the client, where errors are shown.
 */
export async function serverGet<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null> {
  const [jar, hdrs] = await Promise.all([cookies(), headers()]);
  const req = new Request(`http://${hdrs.get('host') ?? 'portal.internal'}/api/v1/${path}`, {
    headers: { cookie: jar.toString(), 'accept-language': hdrs.get('accept-language') ?? '' },
  });
  const segments = path.split('?')[0]!.split('/');
  try {
    const res = await getBff().handle(req, segments);
    if (!res.ok) return null;
    const parsed = schema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
