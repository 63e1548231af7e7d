import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GiftCardManager } from '@/components/gift-cards/GiftCardManager';
import { allPermissions, type GiftCard, type GiftCardTransaction, type Permissions } from '@/lib/contract';
import { presetRange } from '@/lib/dates';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

const card: GiftCard = {
  _id: 'g1',
  code: 'K7QM3XHD9PFA4TWC',
  balance: 3750,
  buyer_email: 'ada@example.com',
  recipient_email: 'sam@example.com',
  message: 'Happy birthday',
  payment_mode: 'card',
  created_at: '2026-11-02T15:00:00.000Z',
};
const imported: GiftCard = {
  ...card,
  _id: 'g2',
  code: 'OLDCARD1',
  balance: 2000,
  buyer_email: null,
  recipient_email: null,
  message: null,
  payment_mode: 'import',
};
const list = (cards: GiftCard[] = [card, imported]) => ({
  status: 200,
  body: {
    gift_issued: 8000,
    gift_redeemed: 1250,
    gift_unredeemed: 5750,
    gift_cards: cards,
    payment_mode: ['cash', 'card', 'online', 'complimentary'],
  },
});
const tx = (id: string, type: GiftCardTransaction['type'], amount: number, balance: number): GiftCardTransaction => ({
  _id: id,
  card_id: 'g1',
  code: card.code,
  type,
  amount,
  balance_after: balance,
  payment_mode: null,
  by: 'Ada Lovelace',
  created_at: '2026-11-02T15:00:00.000Z',
});
const emptySummary = { status: 200, body: { transactions: [], total: 0 } };
const base = (permissions: Permissions = allPermissions(true), cards?: GiftCard[]) => ({
  'GET /api/v1/user': { status: 200, body: userReply({ permissions, role: 'manager' }) },
  'GET /api/v1/gift-card': list(cards),
  'GET /api/v1/gift-card/summary/sale': emptySummary,
  'GET /api/v1/gift-card/summary/redeem': emptySummary,
});
const calls = (fn: jest.Mock, method: string, path: string) =>
  fn.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  ).length;

// Dialog forms take seconds in jsdom; on a loaded machine more than jest's 5 s.
jest.setTimeout(60_000);

async function rowOf(code: string) {
  return (await screen.findByRole('rowheader', { name: code })).closest('tr')!;
}

describe('GiftCardManager', () => {
  test('shows the figures in the location’s currency and the cards with their codes in groups of four', async () => {
    mockFetch(base());
    renderScreen(<GiftCardManager />);
    const figures = await screen.findByRole('region', { name: 'Gift card figures' });
    await waitFor(() => expect(within(figures).getByText('$57.50')).toBeInTheDocument());
    expect(within(figures).getByText('$80.00')).toBeInTheDocument();
    expect(within(figures).getByText('$12.50')).toBeInTheDocument();
    expect(within(figures).getByText('What you still owe on unredeemed cards.')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Export outstanding (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/gift-card/export',
    );
    const row = await rowOf('K7QM 3XHD 9PFA 4TWC');
    expect(within(row).getByText('$37.50')).toBeInTheDocument();
    expect(within(row).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Card')).toBeInTheDocument();
    expect(within(await rowOf('OLDC ARD1')).getByText('Imported')).toBeInTheDocument();
  });

  test('the search asks the server for the code or e-mail typed, and says when nothing matches', async () => {
    let gets = 0;
    // The mock routes by path only: the first read is the page's, the next the search's.
    const fetchMock = mockFetch({ ...base(), 'GET /api/v1/gift-card': () => (++gets === 1 ? list() : list([])) });
    renderScreen(<GiftCardManager />);
    await rowOf('K7QM 3XHD 9PFA 4TWC');
    type(screen.getByRole('searchbox', { name: 'Search by code or e-mail' }), 'nobody@');
    expect(await screen.findByText('No card matches “nobody@”.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/v1/gift-card?search=nobody%40');
    // The figures are the business's, whatever the search.
    expect(within(screen.getByRole('region', { name: 'Gift card figures' })).getByText('$57.50')).toBeInTheDocument();
  });

  test('on a phone the cards are a list, each with its balance and buttons, instead of the table', async () => {
    const phone = (query: string) => ({
      matches: query.includes('max-width:599.95px'),
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    });
    window.matchMedia = jest.fn(phone) as unknown as typeof window.matchMedia;
    try {
      mockFetch(base());
      renderScreen(<GiftCardManager />);
      const cards = await screen.findByRole('list', { name: 'Gift cards' });
      const first = within(cards).getAllByRole('listitem')[0]!;
      expect(first).toHaveTextContent('K7QM 3XHD 9PFA 4TWC');
      expect(first).toHaveTextContent('$37.50');
      expect(within(first).getByRole('button', { name: 'Redeem card K7QM 3XHD 9PFA 4TWC' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  test('no card yet: the empty state offers to issue the first one', async () => {
    mockFetch(base(allPermissions(true), []));
    renderScreen(<GiftCardManager />);
    const empty = (await screen.findByRole('heading', { name: 'No gift cards yet' })).parentElement!;
    expect(within(empty).getByText(/Sell your first card here/)).toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: 'Issue a card' }));
    expect(await screen.findByRole('dialog', { name: 'Issue a gift card' })).toBeInTheDocument();
  });

  test('a list that fails to load says why and loads again on retry', async () => {
    let gets = 0;
    mockFetch({
      ...base(),
      'GET /api/v1/gift-card': () =>
        // The query cache tries a failed read three times before the screen says so.
        ++gets <= 3 ? { status: 500, body: { message: 'The server is resting.' } } : list(),
    });
    renderScreen(<GiftCardManager />);
    expect(await screen.findByText(/The server is resting\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('K7QM 3XHD 9PFA 4TWC')).toBeInTheDocument();
  });

  test('issuing sends the amount in cents, closes the dialog and reloads the list', async () => {
    const fetchMock = mockFetch({
      ...base(),
      'POST /api/v1/gift-card': { status: 201, body: { gift_card: card, message: 'Gift card issued.' } },
    });
    const { notify } = renderScreen(<GiftCardManager />);
    await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(screen.getByRole('button', { name: 'Issue a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a gift card' });
    type(within(dialog).getByLabelText(/^Amount/), '50');
    type(within(dialog).getByLabelText(/^Buyer’s e-mail/), 'Buyer@Example.com');
    type(within(dialog).getByLabelText(/^Recipient’s e-mail/), 'friend@example.com');
    type(within(dialog).getByLabelText(/^Message/), 'Enjoy!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/gift-card', 1)).toEqual({
      amount: 5000,
      buyer_email: 'buyer@example.com',
      recipient_email: 'friend@example.com',
      message: 'Enjoy!',
      payment_mode: 'card',
    });
    expect(calls(fetchMock, 'GET', '/api/v1/gift-card')).toBe(2);
    expect(notify).toHaveBeenCalledWith('Gift card issued.', 'success');
  });

  test('an amount above $1,000 is refused before sending', async () => {
    const fetchMock = mockFetch(base());
    renderScreen(<GiftCardManager />);
    await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(screen.getByRole('button', { name: 'Issue a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a gift card' });
    type(within(dialog).getByLabelText(/^Amount/), '1000.01');
    type(within(dialog).getByLabelText(/^Buyer’s e-mail/), 'buyer@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Enter an amount between $0.01 and $1,000.00.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/v1/gift-card')).toBe(0);
  });

  test('a redeem above the balance shows the server’s text on the amount, with what was typed kept', async () => {
    const fetchMock = mockFetch({
      ...base(),
      'POST /api/v1/gift-card/redeem': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { amount: ['This card holds only $37.50.'] } },
      },
    });
    renderScreen(<GiftCardManager />);
    const row = await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(within(row).getByRole('button', { name: 'Redeem card K7QM 3XHD 9PFA 4TWC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem a gift card' });
    expect(within(dialog).getByLabelText(/^Card code/)).toHaveValue('K7QM 3XHD 9PFA 4TWC');
    expect(within(dialog).getByText('Balance: $37.50')).toBeInTheDocument();
    type(within(dialog).getByLabelText(/^Amount/), '40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('This card holds only $37.50.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('40');
    expect(sentBody(fetchMock, '/api/v1/gift-card/redeem')).toEqual({ code: 'K7QM3XHD9PFA4TWC', amount: 4000 });
  });

  test('reload and redeem are offered only to a member holding their flag', async () => {
    mockFetch(base({ ...allPermissions(false), coupons: true }));
    renderScreen(<GiftCardManager />);
    const row = await rowOf('K7QM 3XHD 9PFA 4TWC');
    expect(await within(row).findByRole('button', { name: 'Resend card K7QM 3XHD 9PFA 4TWC' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'History of card K7QM 3XHD 9PFA 4TWC' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Reload card/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Redeem card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue a card' })).toBeInTheDocument();
  });

  test('a cashier allowed to redeem only gets Redeem, not Issue, Reload, Resend or Import', async () => {
    mockFetch(base({ ...allPermissions(false), redeem_card: true }));
    renderScreen(<GiftCardManager />);
    const row = await rowOf('K7QM 3XHD 9PFA 4TWC');
    expect(await within(row).findByRole('button', { name: 'Redeem card K7QM 3XHD 9PFA 4TWC' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Reload card/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Resend card/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue a card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from CSV' })).not.toBeInTheDocument();
  });

  test('reload from the toolbar takes a typed code and the payment mode', async () => {
    const fetchMock = mockFetch({
      ...base(),
      'POST /api/v1/gift-card/reload-card': { status: 200, body: { gift_card: card, message: 'Gift card reloaded.' } },
    });
    renderScreen(<GiftCardManager />);
    await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reload a gift card' });
    type(within(dialog).getByLabelText(/^Card code/), 'k7qm-3xhd-9pfa-4twc');
    type(within(dialog).getByLabelText(/^Amount/), '10,00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/gift-card/reload-card')).toEqual({
      code: 'K7QM3XHD9PFA4TWC',
      amount: 1000,
      payment_mode: 'card',
    });
    expect(calls(fetchMock, 'GET', '/api/v1/gift-card')).toBe(2);
  });

  test('resend sends only a corrected address', async () => {
    const fetchMock = mockFetch({
      ...base(),
      'POST /api/v1/gift-card/g1/resend': { status: 200, body: { gift_card: card, message: 'Gift card sent again.' } },
    });
    renderScreen(<GiftCardManager />);
    const row = await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(within(row).getByRole('button', { name: 'Resend card K7QM 3XHD 9PFA 4TWC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend card K7QM 3XHD 9PFA 4TWC' });
    expect(within(dialog).getByLabelText(/^Send to/)).toHaveValue('sam@example.com');
    type(within(dialog).getByLabelText(/^Send to/), 'sam@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/gift-card/g1/resend')).toEqual({ email: 'sam@example.org' });
  });

  test('the card drawer lists its history: type, signed amount, balance after, who and when', async () => {
    mockFetch({
      ...base(),
      'GET /api/v1/gift-card/g1/transaction': {
        status: 200,
        body: {
          gift_card: card,
          transactions: [
            tx('t4', 'resend', 0, 4750),
            tx('t3', 'reload', 1000, 4750),
            tx('t2', 'redeem', -1250, 3750),
            tx('t1', 'issue', 5000, 5000),
          ],
          transaction_types: ['issue', 'import', 'reload', 'redeem', 'resend'],
        },
      },
    });
    renderScreen(<GiftCardManager />);
    const row = await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(within(row).getByRole('button', { name: 'History of card K7QM 3XHD 9PFA 4TWC' }));
    const drawer = await screen.findByRole('dialog', { name: 'Card K7QM 3XHD 9PFA 4TWC' });
    const items = within(within(drawer).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Sent again—Balance after: \$47\.50Ada Lovelace · /),
      expect.stringMatching(/^Reloaded\+\$10\.00Balance after: \$47\.50/),
      expect.stringMatching(/^Redeemed-\$12\.50Balance after: \$37\.50/),
      expect.stringMatching(/^Issued\+\$50\.00Balance after: \$50\.00/),
    ]);
    expect(within(drawer).getByText('Happy birthday')).toBeInTheDocument();
  });

  test('the summaries total the sales and redemptions of this month, and follow the range chosen', async () => {
    const fetchMock = mockFetch({
      ...base(),
      'GET /api/v1/gift-card/summary/sale': {
        status: 200,
        body: { transactions: [tx('t1', 'issue', 5000, 5000), tx('t3', 'reload', 1000, 4750)], total: 6000 },
      },
      'GET /api/v1/gift-card/summary/redeem': {
        status: 200,
        body: { transactions: [tx('t2', 'redeem', -1250, 3750)], total: 1250 },
      },
    });
    renderScreen(<GiftCardManager />);
    const sold = await screen.findByRole('region', { name: 'Sold (issues and reloads)' });
    expect(await within(sold).findByText('$60.00')).toBeInTheDocument();
    expect(within(sold).getByText('2 transactions')).toBeInTheDocument();
    expect(within(within(sold).getByRole('list', { name: 'Gift card sales' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    const redeemed = screen.getByRole('region', { name: 'Redeemed' });
    expect(await within(redeemed).findByText('$12.50')).toBeInTheDocument();
    expect(within(redeemed).getByText('1 transaction')).toBeInTheDocument();

    const month = presetRange('this_month', new Date(), 'America/Toronto')!;
    const last = presetRange('last_month', new Date(), 'America/Toronto')!;
    const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls()).toContain(`/api/v1/gift-card/summary/sale?from=${month.from}&to=${month.to}`);
    // The range is the browser's own select: its options' values are the presets.
    fireEvent.change(screen.getByRole('combobox', { name: 'Date range' }), { target: { value: 'last_month' } });
    await waitFor(() => expect(urls()).toContain(`/api/v1/gift-card/summary/redeem?from=${last.from}&to=${last.to}`));
  });

  test('import: the preview names the bad line and Import waits until the file is right', async () => {
    const bad = 'code,balance\nAAAA1111,25\nBB,abc';
    const good = 'code,balance\nAAAA1111,25\nBBBB2222,10.50';
    const fetchMock = mockFetch({
      ...base(),
      'POST /api/v1/gift-card/import': (body) => {
        const { csv, confirm } = body as { csv: string; confirm: boolean };
        if (csv === bad)
          return {
            status: 200,
            body: {
              rows: [{ line: 2, code: 'AAAA1111', balance: 2500, recipient_email: null }],
              errors: {
                'line 3': [
                  'The code must be 4 to 32 letters or digits.',
                  'The balance must be an amount between $0.01 and $1,000.00.',
                ],
              },
              total: 2500,
              imported: 0,
              message: 'Fix the lines named below: nothing was imported.',
            },
          };
        const rows = [
          { line: 2, code: 'AAAA1111', balance: 2500, recipient_email: null },
          { line: 3, code: 'BBBB2222', balance: 1050, recipient_email: null },
        ];
        return {
          status: confirm ? 201 : 200,
          body: {
            rows,
            errors: {},
            total: 3550,
            imported: confirm ? 2 : 0,
            message: confirm ? '2 cards imported.' : '2 cards ready to import.',
          },
        };
      },
    });
    const { notify } = renderScreen(<GiftCardManager />);
    await rowOf('K7QM 3XHD 9PFA 4TWC');
    fireEvent.click(screen.getByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import gift cards from CSV' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    type(within(dialog).getByLabelText('CSV lines'), bad);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const badLines = await within(dialog).findByRole('list', { name: 'Lines to fix' });
    expect(within(badLines).getByRole('listitem')).toHaveTextContent(
      'Line 3: The code must be 4 to 32 letters or digits. The balance must be an amount between $0.01 and $1,000.00.',
    );
    expect(importButton).toBeDisabled();

    type(within(dialog).getByLabelText('CSV lines'), good);
    expect(within(dialog).getByText(/The lines changed since the preview/)).toBeInTheDocument();
    expect(importButton).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('2 cards ready to import, $35.50 in all.')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /BBBB 2222/ })).toBeInTheDocument();
    await waitFor(() => expect(importButton).toBeEnabled());
    fireEvent.click(importButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/gift-card/import', 2)).toEqual({ csv: good, confirm: true });
    expect(notify).toHaveBeenCalledWith('2 cards imported.', 'success');
    // The preview itself says nothing in a notice: the dialog shows it.
    expect(notify).not.toHaveBeenCalledWith('2 cards ready to import.', 'success');
    expect(calls(fetchMock, 'GET', '/api/v1/gift-card')).toBe(2);
  });
});
