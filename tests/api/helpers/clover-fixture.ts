import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Clover's REST API on 127.0.0.1 (random port), answering the v3 shapes the
 * import reads: lists as {elements, href} paged with limit/offset, Bearer tokens, and OAuth v1
 * GET /oauth/token. Tests change `menu` between imports and set `fail` to make calls break.
 */

export const CLOVER_MERCHANT = 'MERCHANT1';
export const CLOVER_CODE = 'one-time-code';
export const CLOVER_APP = { clientId: 'portal-app', clientSecret: 'portal-secret' };
export const CLOVER_TOKEN = 'clover-access-token';

type Ref = { id: string };
export interface FixtureMenu {
  categories: { id: string; name: string; sortOrder?: number }[];
  tax_rates: { id: string; name: string; rate: number; isDefault?: boolean }[];
  modifier_groups: {
    id: string;
    name: string;
    minRequired?: number;
    maxAllowed?: number;
    modifiers: { elements: { id: string; name: string; price: number }[] };
  }[];
  items: {
    id: string;
    name: string;
    price: number;
    hidden?: boolean;
    available?: boolean;
    alternateName?: string;
    categories?: { elements: Ref[] };
    modifierGroups?: { elements: Ref[] };
    taxRates?: { elements: Ref[] };
  }[];
}

const refs = (...ids: string[]) => ({ elements: ids.map((id) => ({ id })) });

/** Two categories, two tax rates (5 % and 9.975 %), one group, five items (one uncategorised). */
export function sampleMenu(): FixtureMenu {
  return {
    categories: [
      { id: 'C-DRINKS', name: 'Drinks', sortOrder: 2 },
      { id: 'C-BURGERS', name: 'Burgers', sortOrder: 1 },
    ],
    tax_rates: [
      { id: 'T-GST', name: 'GST', rate: 500000, isDefault: true },
      { id: 'T-QST', name: 'QST', rate: 997500, isDefault: false },
    ],
    modifier_groups: [
      {
        id: 'G-TOP',
        name: 'Toppings',
        minRequired: 0,
        maxAllowed: 2,
        modifiers: {
          elements: [
            { id: 'M-CHEESE', name: 'Cheese', price: 150 },
            { id: 'M-BACON', name: 'Bacon', price: 200 },
          ],
        },
      },
    ],
    items: [
      {
        id: 'I-CLASSIC',
        name: 'Classic Burger',
        price: 1495,
        categories: refs('C-BURGERS'),
        modifierGroups: refs('G-TOP'),
        taxRates: refs('T-GST', 'T-QST'),
      },
      {
        id: 'I-VEGGIE',
        name: '  Veggie Burger With Extra Long Name ',
        price: 1395,
        categories: refs('C-BURGERS'),
        taxRates: refs(),
      },
      { id: 'I-COLA', name: 'Cola', price: 250, hidden: true, categories: refs('C-DRINKS') },
      { id: 'I-WRAP', name: 'Gift wrap', price: 100 },
      { id: 'I-OX', name: 'Ox', price: 300, available: false, categories: refs('C-DRINKS') },
    ],
  };
}

export interface CloverFixture {
  url: string;
  menu: FixtureMenu;
  /** Path and query of every request, in order (e.g. to check paging). */
  requests: string[];
  /** A status to answer instead of the normal reply (401, 500 ...), or 'hang' to never answer. */
  fail: ((url: URL) => number | 'hang' | null) | null;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const newFixture = (): CloverFixture => ({
  url: '',
  menu: sampleMenu(),
  requests: [],
  fail: null,
  close: async () => undefined,
});

/** Starts the stand-in; `fixture` (a new one by default) gets its url and close, and steers it. */
export async function startCloverFixture(fixture: CloverFixture = newFixture()): Promise<CloverFixture> {
  const hanging = new Set<ServerResponse>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    fixture.requests.push(`${url.pathname}${url.search}`);
    const failure = fixture.fail?.(url);
    if (failure === 'hang') return void hanging.add(res);
    if (failure) return send(res, failure, { message: `fixture ${failure}` });

    if (url.pathname === '/oauth/token') {
      const q = url.searchParams;
      const ok =
        q.get('client_id') === CLOVER_APP.clientId &&
        q.get('client_secret') === CLOVER_APP.clientSecret &&
        q.get('code') === CLOVER_CODE;
      return ok ? send(res, 200, { access_token: CLOVER_TOKEN }) : send(res, 401, { message: '401 Unauthorized' });
    }
    if (req.headers.authorization !== `Bearer ${CLOVER_TOKEN}`) return send(res, 401, { message: '401 Unauthorized' });
    // The merchant itself (the link's check).
    const merchant = /^\/v3\/merchants\/([^/]+)$/.exec(url.pathname);
    if (merchant)
      return merchant[1] === CLOVER_MERCHANT
        ? send(res, 200, { id: CLOVER_MERCHANT, name: 'Bistro Clover' })
        : send(res, 404, { message: 'Not Found' });
    const match = /^\/v3\/merchants\/([^/]+)\/(categories|items|modifier_groups|tax_rates)$/.exec(url.pathname);
    if (!match || match[1] !== CLOVER_MERCHANT) return send(res, 404, { message: 'Not Found' });
    const list = fixture.menu[match[2] as keyof FixtureMenu] as unknown[];
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    send(res, 200, {
      elements: list.slice(offset, offset + limit),
      href: `${fixture.url}${url.pathname}?limit=${limit}`,
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fixture.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fixture;
}

/**
 * The stand-in for one test file: started before its tests (Clover failure logs silenced: the
 * failures there are on purpose), reset before each (sample menu, no failure, no requests), closed
 * after. Its url is known once the tests start: read it in startTestApi's options function.
 */
export function cloverForTests(): CloverFixture {
  const fixture = newFixture();
  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startCloverFixture(fixture);
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.menu = sampleMenu();
    fixture.fail = null;
    fixture.requests = [];
  });
  return fixture;
}

/** The API's Clover settings aimed at the stand-in: pages of 3 (5 items come in two pages), a short timeout for "hang". */
export const cloverConfig = (url: string) => ({ apiUrl: url, ...CLOVER_APP, timeoutMs: 1000, pageSize: 3 });
