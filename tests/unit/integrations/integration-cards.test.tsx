import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CloverPosCard } from '@/components/integrations/CloverPosCard';
import { PaymentSetupCard } from '@/components/integrations/PaymentSetupCard';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';

jest.setTimeout(20_000);

const ACCOUNT = { provider: 'test', account_id: 'acct_test_Bistro42', connected_at: '2026-11-26T12:00:00.000Z' };

describe('PaymentSetupCard', () => {
  test('empty fields are refused on the form, the first one focused, nothing sent', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/payment-provider': { status: 200, body: { payment: null, providers: ['test'] } },
    });
    renderScreen(<PaymentSetupCard />);
    const card = await screen.findByRole('region', { name: 'Payment setup' });
    fireEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(within(card).getAllByText('This field is required.')).toHaveLength(2));
    expect(within(card).getByLabelText('Account id')).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByLabelText('Account id')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // After the first submit each field is checked again as it is typed.
    type(within(card).getByLabelText('Account id'), 'acct_test_Bistro42');
    await waitFor(() => expect(within(card).getAllByText('This field is required.')).toHaveLength(1));
    expect(within(card).getByLabelText('Account id')).not.toHaveAttribute('aria-invalid');
  });

  test("a refused key: the server's reason on its field, what was typed kept; then connected", async () => {
    let connected = false;
    const refusal = 'The test provider refused this key.';
    const fetchMock = mockFetch({
      'GET /api/v1/payment-provider': () => ({
        status: 200,
        body: { payment: connected ? ACCOUNT : null, providers: ['test'] },
      }),
      'POST /api/v1/payment-provider': (body) => {
        if ((body as { secret_key: string }).secret_key.startsWith('sk_live_'))
          return { status: 422, body: { message: refusal, errors: { secret_key: [refusal] } } };
        connected = true;
        return { status: 200, body: { payment: ACCOUNT, providers: ['test'], message: 'Payment provider connected.' } };
      },
      'GET /api/v1/user': { status: 200, body: {} },
    });
    const { notify } = renderScreen(<PaymentSetupCard />);
    const card = await screen.findByRole('region', { name: 'Payment setup' });
    type(within(card).getByLabelText('Account id'), 'acct_test_Bistro42');
    type(within(card).getByLabelText('Secret key'), 'sk_live_abcd1234');
    fireEvent.click(within(card).getByRole('button', { name: 'Connect' }));

    expect(await within(card).findByText(refusal)).toBeInTheDocument();
    expect(within(card).getByLabelText('Secret key')).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByLabelText('Secret key')).toHaveFocus();
    expect(within(card).getByLabelText('Account id')).toHaveValue('acct_test_Bistro42');
    expect(within(card).getByLabelText('Secret key')).toHaveValue('sk_live_abcd1234');

    type(within(card).getByLabelText('Secret key'), 'sk_test_abcd1234');
    fireEvent.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(
      await within(card).findByText('Connected to Test payment provider (account acct_test_Bistro42).'),
    ).toBeInTheDocument();
    // The second POST (the path's first call is the status GET, which has no body).
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(JSON.parse(String(posts[1][1]?.body))).toEqual({
      provider: 'test',
      account_id: 'acct_test_Bistro42',
      secret_key: 'sk_test_abcd1234',
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Payment provider connected.', 'success'));
  });
});

describe('CloverPosCard', () => {
  const integration = (linked: boolean) => ({
    integration: linked ? { provider: 'clover', merchant_id: 'MERCH42', connected_at: ACCOUNT.connected_at } : null,
    images: [],
    external_location_id: null,
    is_import_clover_available: linked,
  });

  test('links a merchant with its token (trimmed); a server field error lands on its field first', async () => {
    let linked = false;
    let tries = 0;
    const taken = 'This Clover merchant is linked to another business.';
    const fetchMock = mockFetch({
      'GET /api/v1/integration': () => ({ status: 200, body: integration(linked) }),
      'POST /api/v1/integration/clover': () => {
        tries += 1;
        if (tries === 1) return { status: 422, body: { message: taken, errors: { merchant_id: [taken] } } };
        linked = true;
        return { status: 200, body: { message: 'Clover linked.' } };
      },
    });
    renderScreen(<CloverPosCard />);
    const card = await screen.findByRole('region', { name: 'Clover POS' });
    type(within(card).getByLabelText('Clover merchant id'), '  MERCH42 ');
    type(within(card).getByLabelText('Clover API token'), 'token-1234');
    fireEvent.click(within(card).getByRole('button', { name: 'Link Clover' }));
    expect(await within(card).findByText(taken)).toBeInTheDocument();
    expect(within(card).getByLabelText('Clover merchant id')).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByLabelText('Clover merchant id')).toHaveValue('  MERCH42 ');

    fireEvent.click(within(card).getByRole('button', { name: 'Link Clover' }));
    expect(await within(card).findByText('Linked to Clover merchant MERCH42.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/v1/integration/clover', 1)).toEqual({
      merchant_id: 'MERCH42',
      access_token: 'token-1234',
    });
  });
});
