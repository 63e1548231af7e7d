import { z } from 'zod';

/**
 * A small client for Clover's v3 REST API (docs.clover.com): the menu of one merchant. Lists
 * answer `{elements, href}` and page with limit/offset; prices are cents; a tax rate is an
 * integer where 100000 means 1 %. Replies are parsed, so an unexpected shape is a CloverError
 * like any other failure, never a crash further down.
 */

export const CLOVER_DEFAULT_URL = 'https://api.clover.com';

/**
 * auth: Clover refused the token or code (401/403); unknown: no such merchant (404);
 * unavailable: network, timeout, another failure or an odd reply.
 */
export class CloverError extends Error {
  constructor(
    readonly kind: 'auth' | 'unknown' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

const ref = z.object({ id: z.string() });
const refs = z.object({ elements: z.array(ref).default([]) }).optional();

const modifier = z.object({ id: z.string(), name: z.string().default(''), price: z.number().int().default(0) });
export const cloverModifierGroup = z.object({
  id: z.string(),
  name: z.string().default(''),
  minRequired: z.number().int().nullish(),
  maxAllowed: z.number().int().nullish(),
  modifiers: z.object({ elements: z.array(modifier).default([]) }).optional(),
});
export const cloverItem = z.object({
  id: z.string(),
  name: z.string().default(''),
  alternateName: z.string().nullish(),
  price: z.number().int().default(0),
  hidden: z.boolean().nullish(),
  available: z.boolean().nullish(),
  categories: refs,
  modifierGroups: refs,
  taxRates: refs,
});
export const cloverCategory = z.object({
  id: z.string(),
  name: z.string().default(''),
  sortOrder: z.number().nullish(),
});
export const cloverTaxRate = z.object({
  id: z.string(),
  name: z.string().default(''),
  rate: z.number().int().default(0),
  isDefault: z.boolean().nullish(),
});

export type CloverItem = z.infer<typeof cloverItem>;
export type CloverCategory = z.infer<typeof cloverCategory>;
export type CloverModifierGroup = z.infer<typeof cloverModifierGroup>;
export type CloverTaxRate = z.infer<typeof cloverTaxRate>;

export interface CloverMenu {
  categories: CloverCategory[];
  items: CloverItem[];
  modifierGroups: CloverModifierGroup[];
  taxRates: CloverTaxRate[];
}

export interface CloverClientOptions {
  baseUrl?: string;
  timeoutMs: number;
  pageSize: number;
}

/** Stops a merchant with a runaway catalogue (or a server that ignores offset) from looping for ever. */
const MAX_PAGES = 200;

async function getJson(url: URL, opts: CloverClientOptions, token?: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(opts.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    throw new CloverError('unavailable', `Clover ${url.pathname}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.status === 401 || res.status === 403) throw new CloverError('auth', `Clover ${url.pathname}: ${res.status}`);
  if (res.status === 404) throw new CloverError('unknown', `Clover ${url.pathname}: 404`);
  if (!res.ok) throw new CloverError('unavailable', `Clover ${url.pathname}: ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new CloverError('unavailable', `Clover ${url.pathname}: reply is not JSON`);
  }
}

const base = (opts: CloverClientOptions) => (opts.baseUrl ?? CLOVER_DEFAULT_URL).replace(/\/+$/, '');

/** Every element of a list, page after page, until a page comes back shorter than asked. */
async function listAll<S extends z.ZodType>(
  opts: CloverClientOptions,
  token: string,
  path: string,
  schema: S,
  expand?: string,
): Promise<z.output<S>[]> {
  const page = z.object({ elements: z.array(schema).default([]) });
  const all: z.output<S>[] = [];
  for (let n = 0; n < MAX_PAGES; n++) {
    const url = new URL(`${base(opts)}${path}`);
    if (expand) url.searchParams.set('expand', expand);
    url.searchParams.set('limit', String(opts.pageSize));
    url.searchParams.set('offset', String(n * opts.pageSize));
    const parsed = page.safeParse(await getJson(url, opts, token));
    if (!parsed.success) throw new CloverError('unavailable', `Clover ${path}: unexpected reply`);
    all.push(...parsed.data.elements);
    if (parsed.data.elements.length < opts.pageSize) return all;
  }
  throw new CloverError('unavailable', `Clover ${path}: more than ${MAX_PAGES} pages`);
}

/**
 * Checks that `token` may read merchant `merchantId` (GET /v3/merchants/{mId}), before a link is
 * stored: a CloverError says why not.
 */
export async function verifyCloverMerchant(
  opts: CloverClientOptions,
  merchantId: string,
  token: string,
): Promise<void> {
  const url = new URL(`${base(opts)}/v3/merchants/${encodeURIComponent(merchantId)}`);
  const parsed = z.object({ id: z.string() }).safeParse(await getJson(url, opts, token));
  if (!parsed.success || parsed.data.id !== merchantId)
    throw new CloverError('unavailable', `Clover ${url.pathname}: unexpected reply`);
}

/** The merchant's categories, items (with their links), modifier groups (with modifiers) and tax rates. */
export async function fetchCloverMenu(
  opts: CloverClientOptions,
  merchantId: string,
  token: string,
): Promise<CloverMenu> {
  const m = `/v3/merchants/${encodeURIComponent(merchantId)}`;
  const [categories, items, modifierGroups, taxRates] = await Promise.all([
    listAll(opts, token, `${m}/categories`, cloverCategory),
    listAll(opts, token, `${m}/items`, cloverItem, 'categories,modifierGroups,taxRates'),
    listAll(opts, token, `${m}/modifier_groups`, cloverModifierGroup, 'modifiers'),
    listAll(opts, token, `${m}/tax_rates`, cloverTaxRate),
  ]);
  return { categories, items, modifierGroups, taxRates };
}

/** Clover OAuth v1: a merchant's one-time code → an access token for the app. */
export async function exchangeCloverCode(
  opts: CloverClientOptions & { clientId: string; clientSecret: string },
  code: string,
): Promise<string> {
  const url = new URL(`${base(opts)}/oauth/token`);
  url.searchParams.set('client_id', opts.clientId);
  url.searchParams.set('client_secret', opts.clientSecret);
  url.searchParams.set('code', code);
  const parsed = z.object({ access_token: z.string().min(1) }).safeParse(await getJson(url, opts));
  if (!parsed.success) throw new CloverError('auth', 'Clover oauth/token: no access_token');
  return parsed.data.access_token;
}
