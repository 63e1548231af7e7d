/**
 * public/widget.js, the embed script merchants paste: small, and drawing the saved button in a
 * shadow root, at the saved place, opening the order page, or nothing at all when anything is off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { widgetIcons, type WebsiteWidget } from '@/lib/contract/website-widget';

const SOURCE = readFileSync(path.join(__dirname, '../../../public/widget.js'), 'utf8');
const PORTAL = 'https://portal.example';
const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const SAVED: WebsiteWidget = {
  theme_color: '#aa3300',
  text_color: '#fffbe6',
  placement: 'bottom-left',
  layout: 'button',
  text: 'Commandez ici',
  icon: 'pizza',
};

type Draw = (host: HTMLElement, s: WebsiteWidget, href: string, contained: boolean) => HTMLElement;
const win = window as unknown as { OrderWidget?: { draw: Draw } };

/** Runs the script as the browser would, with `script` as document.currentScript (none: the portal's preview). */
function run(script: HTMLScriptElement | null) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    // A classic script, run as the browser runs one.
    new Function(SOURCE)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

/** A <script data-key> in the page, as pasted; `into` is where it sits. */
function pasted(into: HTMLElement = document.body) {
  const script = document.createElement('script');
  script.setAttribute('src', `${PORTAL}/widget.js`);
  script.setAttribute('data-key', KEY);
  into.appendChild(script);
  return script;
}

const reply = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);
const settle = () => new Promise((r) => setTimeout(r, 0));
const widgets = () => [...document.querySelectorAll('order-online-widget')] as HTMLElement[];
const linkOf = (host: HTMLElement) => host.shadowRoot!.querySelector('a')!;
const cssOf = (host: HTMLElement) => host.shadowRoot!.querySelector('style')!.textContent!;

beforeEach(() => {
  document.body.innerHTML = '';
  delete win.OrderWidget;
});

test('the script is one small file: at most 10 KB gzipped', () => {
  expect(gzipSync(SOURCE).length).toBeLessThanOrEqual(10 * 1024);
});

test('on a merchant page: reads its settings by key, draws the button at the saved corner, opening the order page', async () => {
  const fetchMock = reply({ website_widget: SAVED, order_url: '/locations/chez-ada' });
  global.fetch = fetchMock;
  const script = pasted();
  run(script);
  expect(fetchMock).toHaveBeenCalledWith(`${PORTAL}/api/v1/widget/${KEY}`, { credentials: 'omit' });
  await settle();

  const [host] = widgets();
  expect(host!.parentElement).toBe(document.body);
  const link = linkOf(host!);
  expect(link.href).toBe(`${PORTAL}/locations/chez-ada`);
  expect(link.target).toBe('_blank');
  expect(link.rel).toBe('noopener');
  expect(link.textContent).toBe('Commandez ici');
  expect(link.querySelector('svg path')).not.toBeNull();
  // Fixed to the window's bottom left corner, in the saved colours, every rule winning over the page's.
  const css = cssOf(host!);
  expect(css).toContain(':host{all:initial !important;position:fixed !important');
  expect(css).toContain('bottom:20px !important;left:20px !important');
  expect(css).toContain('background:#aa3300 !important;color:#fffbe6 !important');
  // Nothing of the page reaches in: the button is in the shadow root, not the page's DOM.
  expect(document.querySelector('a')).toBeNull();
  // On a merchant's page the script offers nothing to other scripts.
  expect(win.OrderWidget).toBeUndefined();
});

test('inline: the button takes the place of the pasted line; an absolute order URL is kept', async () => {
  global.fetch = reply({
    website_widget: { ...SAVED, placement: 'inline' },
    order_url: 'https://chez-ada.example/order',
  });
  const section = document.createElement('section');
  document.body.appendChild(section);
  const script = pasted(section);
  run(script);
  await settle();
  const [host] = widgets();
  expect(host!.parentElement).toBe(section);
  expect(host!.nextElementSibling).toBe(script);
  expect(linkOf(host!).href).toBe('https://chez-ada.example/order');
  expect(cssOf(host!)).toContain(':host{all:initial !important;position:relative !important;display:inline-block');
});

test.each([
  ['an unknown key', reply({ message: 'This widget does not exist.' }, 404)],
  ['a javascript: order URL', reply({ website_widget: SAVED, order_url: 'javascript:alert(1)' })],
  ['a reply without settings', reply({})],
  [
    'an unreachable portal',
    jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  ],
])('%s: no button, and the page sees no error', async (_, fetchMock) => {
  global.fetch = fetchMock as unknown as typeof fetch;
  run(pasted());
  await settle();
  expect(widgets()).toEqual([]);
});

describe('in the portal (no data-key): the preview draws with the same code', () => {
  beforeEach(() => run(null));

  test('draws contained in the mock page, and redraws in place as settings change', () => {
    const host = document.createElement('div');
    win.OrderWidget!.draw(host, { ...SAVED, placement: 'bottom-right', layout: 'tab' }, '/locations/x', true);
    expect(cssOf(host)).toContain('position:absolute !important');
    expect(cssOf(host)).toContain('bottom:0 !important;right:24px !important');
    expect(cssOf(host)).toContain('border-radius:10px 10px 0 0 !important');

    win.OrderWidget!.draw(host, { ...SAVED, layout: 'banner', text: 'Order now' }, '/locations/x', true);
    expect(host.shadowRoot!.querySelectorAll('a')).toHaveLength(1);
    expect(linkOf(host).textContent).toBe('Order now');
    expect(cssOf(host)).toContain('left:0 !important;right:0 !important;bottom:0 !important');
    expect(cssOf(host)).toContain('justify-content:flex-start !important');
  });

  test('every icon of the contract is drawn; `none` is text only; a colour that is not #RRGGBB falls back', () => {
    for (const icon of widgetIcons) {
      const host = document.createElement('div');
      win.OrderWidget!.draw(host, { ...SAVED, icon }, '#', true);
      expect([icon, !!host.shadowRoot!.querySelector('svg path')]).toEqual([icon, icon !== 'none']);
    }
    const host = document.createElement('div');
    win.OrderWidget!.draw(host, { ...SAVED, theme_color: 'red;}*{display:none' }, '#', true);
    expect(cssOf(host)).toContain('background:#383232 !important');
    expect(cssOf(host)).not.toContain('display:none');
  });
});
