/**
 * The media-query hooks: false on the server, the screen's answer in the browser, and every
 * later change of the screen followed. Both hooks behave alike here; what differs is the
 * priority of the answer right after hydrating, measured by Lighthouse (tests/perf/README.md).
 */
import type * as ReactNS from 'react';

type Hooks = typeof import('@/components/ui/use-media-query');
type Modules = {
  React: typeof ReactNS;
  act: typeof ReactNS.act;
  client: typeof import('react-dom/client');
  server: typeof import('react-dom/server');
  hooks: Hooks;
};

/** A screen whose width can be changed, as matchMedia reports it. */
function fakeScreen(phone: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return phone;
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return {
    resize(nowPhone: boolean) {
      phone = nowPhone;
      listeners.forEach((f) => f());
    },
  };
}

/** Fresh modules, as a page Next hydrates loads them (its RSC payload on the page). */
function load(): Modules {
  jest.resetModules();
  (window as { __next_f?: unknown[] }).__next_f = [];
  const React = require('react') as typeof ReactNS;
  return {
    React,
    act: React.act,
    client: require('react-dom/client'),
    server: require('react-dom/server'),
    hooks: require('@/components/ui/use-media-query'),
  };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  delete (window as { __next_f?: unknown[] }).__next_f;
  delete (window as { matchMedia?: unknown }).matchMedia;
  document.body.innerHTML = '';
});

describe.each(['useMediaQuery', 'useMediaQueryAtOnce'] as const)('%s', (name) => {
  function screenReader({ React, hooks }: Modules, seen: boolean[]) {
    return function Screen() {
      const phone = hooks[name](hooks.PHONE_QUERY);
      seen.push(phone);
      return React.createElement('p', null, phone ? 'cards' : 'grid');
    };
  }

  test('hydrates from the server answer without an error, then shows the phone, and follows the screen', async () => {
    const screen = fakeScreen(true);
    const modules = load();
    const { React, act, client, server } = modules;
    const seen: boolean[] = [];
    const Screen = screenReader(modules, seen);
    const container = document.createElement('div');
    container.innerHTML = server.renderToString(React.createElement(Screen));
    expect(container.textContent).toBe('grid');
    document.body.append(container);

    const errors: unknown[] = [];
    await act(async () => {
      client.hydrateRoot(container, React.createElement(Screen), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('cards');

    await act(async () => screen.resize(false));
    expect(container.textContent).toBe('grid');
    await act(async () => screen.resize(true));
    expect(container.textContent).toBe('cards');
  });

  test('answers false where the browser has no matchMedia', async () => {
    const modules = load();
    const { React, act, client } = modules;
    const seen: boolean[] = [];
    const Screen = screenReader(modules, seen);
    const container = document.createElement('div');
    document.body.append(container);
    const root = client.createRoot(container);
    await act(async () => root.render(React.createElement(Screen)));
    expect(container.textContent).toBe('grid');
    await act(async () => root.unmount());
  });
});

describe('useMediaQueryOnceKnown', () => {
  test('is unknown on the server and while hydrating, then the screen answer, and follows the screen', async () => {
    const screen = fakeScreen(true);
    const modules = load();
    const { React, act, client, server, hooks } = modules;
    const seen: (boolean | undefined)[] = [];
    function Screen() {
      const phone = hooks.useMediaQueryOnceKnown(hooks.PHONE_QUERY);
      seen.push(phone);
      return React.createElement('p', null, phone === undefined ? 'placeholder' : phone ? 'cards' : 'grid');
    }
    const container = document.createElement('div');
    container.innerHTML = server.renderToString(React.createElement(Screen));
    expect(container.textContent).toBe('placeholder');
    document.body.append(container);
    seen.length = 0;

    const errors: unknown[] = [];
    await act(async () => {
      client.hydrateRoot(container, React.createElement(Screen), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    // Hydrating, neither list is rendered (their code would be asked for): then the phone's.
    expect(seen[0]).toBeUndefined();
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('cards');
    await act(async () => screen.resize(false));
    expect(container.textContent).toBe('grid');
  });
});

test('matchesNow answers the screen in the browser, and nothing without matchMedia', () => {
  const { hooks } = load();
  expect(hooks.matchesNow(hooks.PHONE_QUERY)).toBeUndefined();
  const screen = fakeScreen(true);
  expect(hooks.matchesNow(hooks.PHONE_QUERY)).toBe(true);
  screen.resize(false);
  expect(hooks.matchesNow(hooks.PHONE_QUERY)).toBe(false);
});
