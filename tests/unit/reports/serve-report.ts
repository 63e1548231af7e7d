import { mockFetch } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

type Reply = { status: number; body: unknown };
type Route = (asked: URLSearchParams, body: unknown) => Reply;

const downtown = location('l1', 'Downtown', true);
/** The location of the reports: Downtown, in Canada (amounts in CAD). */
const canadian = {
  ...downtown,
  address: { ...downtown.address, country_details: { _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD' } },
};

/**
 * Global fetch answering the account (location "Downtown", CAD, Toronto) and the given routes
 * ("GET /api/v1/timesheet/report" → a reply made from the query and body sent).
 */
export function serveReport(routes: Record<string, Route>) {
  const fn = mockFetch({ 'GET /api/v1/user': { status: 200, body: userReply({ locations: [canadian] }) } });
  const fallback = fn.getMockImplementation()!;
  fn.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!route) return fallback(input, init);
    const reply = route(url.searchParams, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  });
  return fn;
}

/** The queries sent to `path` (e.g. "/api/v1/timesheet/report"), oldest first. */
export const askedOf = (fn: jest.Mock, path: string, method = 'GET') =>
  fn.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

export const ok = (body: unknown): Reply => ({ status: 200, body });
