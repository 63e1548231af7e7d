export const PORTAL = 'http://portal.test';

/** A browser-like request to the BFF: same-origin by default, with the cookies given. */
export function bffRequest(
  path: string,
  init: { method?: string; body?: BodyInit; json?: unknown; cookies?: string[]; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('host', 'portal.test');
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', PORTAL);
  if (init.cookies?.length) headers.set('cookie', init.cookies.join('; '));
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return new Request(`${PORTAL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

/** name=value pairs from a reply's Set-Cookie headers, as a browser would send them back. */
export function cookiesFrom(res: Response, jar: Map<string, string> = new Map()): Map<string, string> {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return jar;
}

export const jarHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`);

export function setCookieNamed(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}
