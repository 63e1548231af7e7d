import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OnlineOrderSettings } from '@/components/settings/OnlineOrderSettings';
import { settingsDefaults } from '@/lib/contract/settings-defaults';
import { pushed, resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
// The preview is a next/dynamic chunk in the app; here it renders at once.
jest.mock('@/components/settings/LazyStorefrontPreview', () => ({
  LazyStorefrontPreview: jest.requireActual('@/components/settings/StorefrontPreview').StorefrontPreview,
}));

// About a hundred MUI fields: slow in jsdom on a loaded machine.
jest.setTimeout(120_000);

const TOO_HIGH = 'The service fee is too high.';
const base = {
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/setting': { status: 200, body: { setting: settingsDefaults } },
  'GET /api/v1/setting/banner': { status: 200, body: { theme_appearance: settingsDefaults.theme_appearance } },
  'GET /api/v1/category': { status: 200, body: { categories: [] } },
  'GET /api/v1/setting/slot-load': { status: 200, body: { type: 'pickup', now: new Date().toISOString(), taken: [] } },
};

async function open() {
  renderScreen(
    <>
      <a href="/manage/menu">Menu</a>
      <OnlineOrderSettings />
    </>,
  );
  const tips = await screen.findByLabelText('Tip choices offered');
  await waitFor(() => expect(tips).toHaveValue('10, 15, 20'));
  return tips;
}

const preview = () => screen.getByRole('region', { name: 'Storefront preview' });

describe('OnlineOrderSettings', () => {
  beforeEach(() => resetUrl('/settings/online-order'));

  test('search "tip" narrows the page; typing tips and a fee changes the preview and shows the Save bar', async () => {
    mockFetch(base);
    await open();
    expect(screen.queryByRole('region', { name: 'You have unsaved changes' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search settings'), { target: { value: 'tip' } });
    expect(screen.getByLabelText('Tip choices offered')).toBeInTheDocument();
    expect(screen.queryByLabelText('Page title')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search settings'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No setting matches “nothing like it”.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search settings'), { target: { value: '' } });

    // The search unmounted the field: the one shown now keeps the value.
    fireEvent.change(screen.getByLabelText('Tip choices offered'), { target: { value: '12, 18' } });
    const chips = within(preview()).getByTestId('preview-tips');
    expect(within(chips).getByText('12 %')).toBeInTheDocument();
    expect(within(chips).queryByText('10 %')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You have unsaved changes' })).toBeInTheDocument();

    expect(screen.queryByLabelText('Service fee')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Charge a service fee'));
    fireEvent.change(await screen.findByLabelText('Service fee'), { target: { value: '2.50' } });
    expect(within(preview()).getByTestId('preview-fee')).toHaveTextContent('2.50');
  });

  test('a refused save keeps what was typed with the error on its field; a saved one sends cents and shows the reply', async () => {
    let refuse = true;
    let stored: unknown = settingsDefaults;
    const fetchMock = mockFetch({
      ...base,
      'GET /api/v1/setting': () => ({ status: 200, body: { setting: stored } }),
      'PUT /api/v1/setting': (body) => {
        if (refuse)
          return { status: 422, body: { message: TOO_HIGH, errors: { 'service_fees.service_fee': [TOO_HIGH] } } };
        stored = body;
        return { status: 200, body: { setting: body, message: 'Saved.' } };
      },
    });
    const tips = await open();
    fireEvent.change(tips, { target: { value: '12, 18' } });
    fireEvent.click(screen.getByLabelText('Charge a service fee'));
    const fee = await screen.findByLabelText('Service fee');
    fireEvent.change(fee, { target: { value: '2.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TOO_HIGH, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Service fee')).toHaveValue('2.50');
    expect(screen.getByLabelText('Tip choices offered')).toHaveValue('12, 18');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'You have unsaved changes' })).not.toBeInTheDocument(),
      { timeout: 15_000 },
    );
    const sent = sentBody(fetchMock, '/api/v1/setting', 1) as typeof settingsDefaults;
    expect(sent.tip_list).toEqual([12, 18]);
    expect(sent.service_fees).toEqual({ allow_service_fees: true, service_fee: 250 });
    expect(screen.getByLabelText('Service fee')).toHaveValue('2.50');
  });

  test('a value the rules refuse is not sent and keeps its text', async () => {
    const fetchMock = mockFetch(base);
    await open();
    const interval = screen.getByLabelText('Pick-up time slot length');
    fireEvent.change(interval, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(interval).toHaveAttribute('aria-invalid', 'true'));
    expect(interval).toHaveValue('1');
    expect(interval).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    // After a refused save each change is checked again: a valid length clears the rule at once.
    fireEvent.change(interval, { target: { value: '20' } });
    await waitFor(() => expect(interval).not.toHaveAttribute('aria-invalid'));
  });

  test('each kind of setting in its field: units and the currency beside the number, scripts as plain text, switches as checkboxes', async () => {
    mockFetch(base);
    await open();
    const interval = screen.getByLabelText('Pick-up time slot length');
    expect(interval).toHaveAttribute('inputmode', 'numeric');
    expect(interval.parentElement).toHaveTextContent('min');
    const script = screen.getByLabelText('Body script');
    expect(script.tagName).toBe('TEXTAREA');
    expect(script).toHaveAttribute('spellcheck', 'false');
    expect(script).toHaveAccessibleDescription('Kept as text for your storefront; never run in this portal.');
    fireEvent.change(script, { target: { value: '<script>\nalert(1)\n</script>' } });
    expect(script).toHaveValue('<script>\nalert(1)\n</script>');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeInTheDocument();
    const fees = screen.getByRole('switch', { name: 'Charge a service fee' });
    expect(fees).not.toBeChecked();
    fireEvent.click(fees);
    expect(fees).toBeChecked();
    expect((await screen.findByLabelText('Service fee')).parentElement).toHaveTextContent('$');
  });

  test('leaving by a link with unsaved changes asks first; staying keeps the page, leaving goes', async () => {
    mockFetch(base);
    const tips = await open();
    fireEvent.change(tips, { target: { value: '5' } });
    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Menu' })));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pushed).toEqual([]);
    expect(tips).toHaveValue('5');

    fireEvent.click(screen.getByRole('link', { name: 'Menu' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(pushed).toEqual(['/manage/menu']);
  });
});
