// The preview's colour is a computed style: MUI's stylesheets are kept (tests/unit/setup.ts).
jest.unmock('@emotion/sheet');

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DesignTab } from '@/components/store-setup/design/DesignTab';
import { mockFetch, renderScreen } from '../support/render';
import { userReply } from '../support/shell-fixtures';

jest.setTimeout(20_000);

const DEFAULTS = {
  theme_color: '#383232',
  theme_type: 'light',
  banner_image_url: null,
  banner_logo_url: null,
  logo_link_url: null,
};
const WRONG = 'The logo must be exactly 230 × 87 pixels; this image is 300 × 100.';

describe('DesignTab', () => {
  test('the preview follows the colour; a logo of the wrong size shows the server rule; save sends the design', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply() },
      'GET /api/v1/setting/banner': { status: 200, body: { theme_appearance: DEFAULTS } },
      'POST /api/v1/upload': { status: 422, body: { message: WRONG, errors: { file: [WRONG] } } },
      'PUT /api/v1/setting/banner': (body) => ({
        status: 200,
        body: { theme_appearance: body, message: 'Store design saved.' },
      }),
    });
    renderScreen(<DesignTab />);
    const colour = await screen.findByLabelText(/^Theme colour/);
    await waitFor(() => expect(colour).toHaveValue('#383232'));
    fireEvent.change(colour, { target: { value: '#AA3300' } });
    expect(screen.getByTestId('preview-banner')).toHaveStyle({ backgroundColor: '#AA3300' });

    const file = new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Logo', { selector: 'input' }), { target: { files: [file] } });
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/v1/upload'))!;
    expect(new URL(String(upload[0]), 'http://localhost').searchParams.get('purpose')).toBe('logo');

    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Theme' })).getByLabelText('Dark'));
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ...DEFAULTS, theme_color: '#aa3300', theme_type: 'dark' });
    });
  });
});
