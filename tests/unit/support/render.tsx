import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import messages from '@/messages/en.json';

/** Renders an auth screen the way the app does: English messages, the app's query client. */
export function renderScreen(ui: ReactElement) {
  const notify = jest.fn();
  const client = createQueryClient(notify);
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="America/Toronto">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...view, notify, client };
}

interface FakeReply {
  status: number;
  body: unknown;
}

/**
 * Replaces global fetch: `routes` maps "METHOD /url-path" to a reply (or a function of the sent
 * body). Unknown calls fail the test loudly. Returns the mock to inspect the calls.
 */
export function mockFetch(routes: Record<string, FakeReply | ((body: unknown) => FakeReply)>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`Unexpected call ${method} ${path}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = typeof route === 'function' ? route(body) : route;
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The JSON body of the n-th call to `path` made through the mock. */
export function sentBody(fn: jest.Mock, path: string, n = 0): unknown {
  const calls = fn.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  const init = calls[n]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
