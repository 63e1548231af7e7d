/**
 * The browser-only answers (screen size, local storage) read by useBrowserStore: a page Next
 * hydrates shows the server's answer first, without a hydration error, then the browser's; a
 * reader mounted later reads the browser's at once.
 */
import type * as ReactNS from 'react';

type Modules = {
  React: typeof ReactNS;
  act: typeof ReactNS.act;
  client: typeof import('react-dom/client');
  server: typeof import('react-dom/server');
  useBrowserStore: typeof import('@/lib/browser-store').useBrowserStore;
  markHydrated: typeof import('@/lib/browser-store').markHydrated;
};

/** Fresh modules, as a page loads them: with Next's RSC payload on the page or without. */
function load(nextPage: boolean): Modules {
  jest.resetModules();
  if (nextPage) (window as { __next_f?: unknown[] }).__next_f = [];
  else delete (window as { __next_f?: unknown[] }).__next_f;
  const React = require('react') as typeof ReactNS;
  return {
    React,
    act: React.act,
    client: require('react-dom/client'),
    server: require('react-dom/server'),
    useBrowserStore: require('@/lib/browser-store').useBrowserStore,
    markHydrated: require('@/lib/browser-store').markHydrated,
  };
}

const noSubscription = () => () => undefined;

/** A reader of the screen's width ('server' on the server, 'phone' in the browser), noting each render's answer. */
function widthReader({ React, useBrowserStore }: Modules, seen: string[]) {
  return function Width() {
    const value = useBrowserStore(
      noSubscription,
      () => 'phone',
      () => 'server',
    );
    seen.push(value);
    return React.createElement('p', null, value);
  };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  delete (window as { __next_f?: unknown[] }).__next_f;
  document.body.innerHTML = '';
});

test('a hydrated page shows the server answer first, then the browser answer, with no hydration error', async () => {
  const modules = load(true);
  const { React, act, client, server } = modules;
  const seen: string[] = [];
  const Width = widthReader(modules, seen);
  const container = document.createElement('div');
  container.innerHTML = server.renderToString(React.createElement(Width));
  document.body.append(container);
  expect(container.textContent).toBe('server');
  seen.length = 0;

  const errors: unknown[] = [];
  await act(async () => {
    client.hydrateRoot(container, React.createElement(Width), { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('phone');
  expect(seen[0]).toBe('server');
  expect(seen.at(-1)).toBe('phone');
});

test('a reader mounted after hydration, or outside a Next page, reads the browser answer at once', async () => {
  for (const nextPage of [true, false]) {
    const modules = load(nextPage);
    const { React, act, client } = modules;
    const seen = { first: [] as string[], later: [] as string[] };
    const First = widthReader(modules, seen.first);
    const Later = widthReader(modules, seen.later);
    const page = (later: boolean) =>
      React.createElement('div', null, React.createElement(First), later ? React.createElement(Later) : null);
    const container = document.createElement('div');
    document.body.append(container);
    const root = client.createRoot(container);
    await act(async () => root.render(page(false)));
    // On a Next page the first reader, rendered before its first commit, starts from the server's
    // answer; off a Next page it cannot be hydrating.
    expect(seen.first).toEqual(nextPage ? ['server', 'phone'] : ['phone']);
    await act(async () => root.render(page(true)));
    expect(seen.later).toEqual(['phone']);
    expect(container.textContent).toBe('phonephone');
    await act(async () => root.unmount());
  }
});

test('once the page has hydrated without a reader (the sign-in page), the first reader reads the browser answer at once', async () => {
  const modules = load(true);
  const { React, act, client, markHydrated } = modules;
  markHydrated(); // as the root layout's SessionWatcher does on every page
  const seen: string[] = [];
  const Width = widthReader(modules, seen);
  const container = document.createElement('div');
  document.body.append(container);
  const root = client.createRoot(container);
  await act(async () => root.render(React.createElement(Width)));
  expect(seen).toEqual(['phone']);
  await act(async () => root.unmount());
});
