import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WebsiteWidgetSettings } from '@/components/website-widget/WebsiteWidgetSettings';
import { notify } from '@/lib/notices';
import { pushed, resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen } from '../support/render';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

jest.setTimeout(60_000);

const SAVED = {
  theme_color: '#383232',
  text_color: '#ffffff',
  placement: 'bottom-right',
  layout: 'button',
  text: 'Order online',
  icon: 'bag',
};
const TAG = '<script src="http://localhost/widget.js" data-key="AbCdEfGhIjKlMnOpQrStUv" async></script>';
const routes = {
  'GET /api/v1/website-widget': { status: 200, body: { website_widget: SAVED, order_url: '/locations/chez-ada' } },
  'GET /api/v1/website-widget/embed-script': { status: 200, body: { website_widget_script: TAG } },
};

// The preview draws with the embed script itself: loaded here as the page would load /widget.js.
beforeAll(() => {
  const source = readFileSync(path.join(__dirname, '../../../public/widget.js'), 'utf8');
  // A classic script, run as the browser runs one (no data-key: it offers OrderWidget.draw).
  new Function(source)();
});
beforeEach(() => {
  resetUrl('/settings/website-widget');
  jest.mocked(notify).mockClear();
});

async function open() {
  const view = renderScreen(
    <>
      <a href="/manage/menu">Menu</a>
      <WebsiteWidgetSettings />
    </>,
  );
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Order online'));
  return view;
}

/** The body of the PUT website-widget sent through the mock, if any. */
function putBody(fetchMock: jest.Mock) {
  const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  return put && JSON.parse(String((put[1] as RequestInit).body));
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
/** The button the embed script drew in the preview, and its style sheet. */
function drawn() {
  const host = within(preview()).getByTestId('widget-preview');
  const root = host.shadowRoot!;
  return { host, link: root.querySelector('a')!, css: root.querySelector('style')!.textContent! };
}

describe('WebsiteWidgetSettings', () => {
  test('the preview follows the colour, placement, layout, text and icon as they change', async () => {
    mockFetch(routes);
    await open();
    await waitFor(() => expect(drawn().link.textContent).toBe('Order online'));
    expect(drawn().css).toContain('right:20px !important');
    expect(drawn().link.getAttribute('href')).toBe('/locations/chez-ada');
    expect(within(preview()).getByRole('link', { name: '/locations/chez-ada' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Button colour' }), { target: { value: '#AA3300' } });
    await waitFor(() => expect(drawn().css).toContain('background:#AA3300 !important'));
    expect(screen.getByLabelText('Pick the button colour')).toHaveValue('#aa3300');
    fireEvent.click(screen.getByRole('radio', { name: 'Bottom left corner' }));
    await waitFor(() => expect(drawn().css).toContain('left:20px !important'));
    fireEvent.click(screen.getByRole('radio', { name: 'Tab' }));
    await waitFor(() => expect(drawn().css).toContain('border-radius:10px 10px 0 0 !important'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Button text' }), { target: { value: 'Commandez' } });
    await waitFor(() => expect(drawn().link.textContent).toBe('Commandez'));
    expect(screen.getByText('9/30 characters')).toBeInTheDocument();

    // Inline: the button moves into the mock page's text, where the line would be pasted.
    const corner = drawn().host;
    fireEvent.click(screen.getByRole('radio', { name: 'In the page, where the line is pasted' }));
    await waitFor(() => expect(drawn().css).toContain('position:relative !important'));
    expect(drawn().host).not.toBe(corner);
    expect(drawn().host.parentElement!.parentElement).not.toBe(screen.getByTestId('preview-page'));
  });

  test('save sends the widget; a server field error stays on its field with what was typed', async () => {
    const fetchMock = mockFetch({
      ...routes,
      'PUT /api/v1/website-widget': {
        status: 422,
        body: { message: 'Use 2 to 30 characters.', errors: { text: ['Use 2 to 30 characters.'] } },
      },
    });
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Text colour' }), { target: { value: '#FFFBE6' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Banner' }));
    const icon = screen.getByRole('combobox', { name: 'Icon' });
    fireEvent.change(icon, {
      target: { value: within(icon).getByRole('option', { name: 'Pizza' }).getAttribute('value') },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Button text' }), { target: { value: 'Go!!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save widget' }));

    expect(await screen.findByText('Use 2 to 30 characters.')).toBeInTheDocument();
    expect(putBody(fetchMock)).toEqual({
      ...SAVED,
      text_color: '#fffbe6',
      layout: 'banner',
      icon: 'pizza',
      text: 'Go!!',
    });
    expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Go!!');
    expect(screen.getByRole('textbox', { name: 'Text colour' })).toHaveValue('#FFFBE6');
  });

  test('a colour that is not #RRGGBB is refused on the form, nothing sent', async () => {
    const fetchMock = mockFetch(routes);
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Button colour' }), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save widget' }));
    expect(await screen.findByText('Enter a colour as #RRGGBB (for example #383232).')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  test('with changes a link asks before leaving; once saved it no longer asks', async () => {
    const fetchMock = mockFetch({
      ...routes,
      'PUT /api/v1/website-widget': (body) => ({
        status: 200,
        body: {
          website_widget: body,
          order_url: '/locations/chez-ada',
          message: 'Website widget saved.',
        },
      }),
    });
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Button text' }), { target: { value: 'Commandez ici' } });

    // With changes, a link inside the portal asks first.
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pushed).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save widget' }));
    await waitFor(() => expect(putBody(fetchMock)).toEqual({ ...SAVED, text: 'Commandez ici' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save widget' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  test('the embed code is shown read-only; Copy puts it on the clipboard and says so', async () => {
    mockFetch(routes);
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    const code = await screen.findByRole('textbox', { name: 'Embed code' });
    expect(code).toHaveValue(TAG);
    expect(code).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'If your website sets a Content-Security-Policy, allow http://localhost in its script-src and connect-src.',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(TAG);
    expect(notify).toHaveBeenCalledWith('Embed code copied. Paste it into your website.', { variant: 'success' });
  });

  test('without the Clipboard API the code is selected; a refused copy says how to copy it', async () => {
    mockFetch(routes);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = jest.fn(() => false);
    await open();
    const code = (await screen.findByRole('textbox', { name: 'Embed code' })) as HTMLTextAreaElement;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(code.selectionEnd - code.selectionStart).toBe(TAG.length);
    expect(notify).toHaveBeenCalledWith(
      'The code could not be copied: it is selected, copy it with Ctrl+C (⌘+C on a Mac).',
      { variant: 'error' },
    );
  });
});
