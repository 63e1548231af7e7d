import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The node build: jsdom has no TextEncoder for the browser one.
import { renderToString } from 'react-dom/server.node';
import { hydratedLazily } from '@/components/ui/hydrated-lazily';

let clicks: string[] = [];
function Part({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => clicks.push(label)}>
      {label}
    </button>
  );
}
const props = { label: 'Move order #1001' };
const fallback = <p>loading</p>;

/** A load that resolves when the test says so. */
function deferredLoad() {
  let resolve: (c: typeof Part) => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Part>((r) => (resolve = r)));
  return { load, arrive: () => resolve(Part) };
}

/** What the server sends: the part rendered, its code loaded on the server. */
async function serverHtml() {
  const OnServer = hydratedLazily(async () => Part, fallback);
  await act(async () => {});
  return renderToString(<OnServer {...props} />);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  clicks = [];
});

describe('hydratedLazily', () => {
  test('asks for the code at once and renders it on the server, not its fallback', async () => {
    const { load, arrive } = deferredLoad();
    hydratedLazily(load, fallback);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    const html = await serverHtml();
    expect(html).toContain('Move order #1001');
    expect(html).not.toContain('loading');
  });

  test("keeps the server's HTML while the code is on its way, then hydrates that same element", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    const { load, arrive } = deferredLoad();
    const InBrowser = hydratedLazily(load, fallback);
    const recoverable = jest.fn();

    await act(async () => {
      root = hydrateRoot(container, <InBrowser {...props} />, { onRecoverableError: recoverable });
    });
    // Not hydrated yet: shown as the server drew it, no fallback, a click does nothing.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container).not.toHaveTextContent('loading');
    fireEvent.click(serverButton);
    expect(clicks).toEqual([]);

    await act(async () => arrive());
    expect(container.querySelector('button')).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(clicks).toEqual(['Move order #1001']);
    expect(recoverable).not.toHaveBeenCalled();
  });

  test('the same props again do not reach a part that is not hydrated yet', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    const { load, arrive } = deferredLoad();
    const InBrowser = hydratedLazily(load, fallback);
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <InBrowser {...props} />, { onRecoverableError: recoverable });
    });
    // The parent renders again with equal props (memo): the server's HTML stays.
    await act(async () => root!.render(<InBrowser {...props} />));
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => arrive());
    expect(container.querySelector('button')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
