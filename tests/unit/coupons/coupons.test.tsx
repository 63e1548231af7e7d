import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponsScreen } from '@/components/coupons/CouponsScreen';
import type { Coupon } from '@/lib/contract';
import { deleteAfterConfirming, type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

const year = new Date().getUTCFullYear();
const welcome: Coupon = {
  _id: 'c1',
  code: 'WELCOME10',
  kind: 'percent',
  amount: 10,
  minimum_purchase: 0,
  validity: 'always',
  starts_on: null,
  ends_on: null,
  days: [],
  from_time: null,
  to_time: null,
  total_uses: 100,
  uses_per_customer: 1,
  order_types: ['pickup', 'delivery', 'dine_in', 'catering'],
  category_ids: [],
  item_ids: [],
  active: true,
  used: 3,
};
const december: Coupon = {
  ...welcome,
  _id: 'c2',
  code: 'XMAS5',
  kind: 'fixed',
  amount: 500,
  minimum_purchase: 2000,
  validity: 'period',
  starts_on: `${year}-12-01`,
  ends_on: `${year}-12-31`,
  total_uses: null,
  uses_per_customer: null,
  order_types: ['delivery', 'pickup'],
  category_ids: ['cat1'],
  active: false,
  used: 0,
};
const lunch: Coupon = {
  ...welcome,
  _id: 'c3',
  code: 'LUNCH',
  validity: 'recurring',
  days: [2, 1],
  from_time: '11:00',
  to_time: '14:00',
};
const weekdays: Coupon = { ...lunch, _id: 'c4', code: 'WEEKDAY', days: [1, 2, 3, 4, 5] };

const replies = (coupons: Coupon[]) => ({
  'GET /api/v1/user': { status: 200, body: userReply() },
  'GET /api/v1/coupon': { status: 200, body: { coupons } },
  'GET /api/v1/coupon/results': {
    status: 200,
    body: {
      results: coupons.map((c) => ({
        coupon_id: c._id,
        code: c.code,
        uses: c.used,
        discount: c.used * 250,
        sales: c.used * 2500,
      })),
    },
  },
  'GET /api/v1/category': {
    status: 200,
    body: {
      categories: [{ _id: 'cat1', name: 'Mains', description: null, available: true, sort: 0, items: [] }],
    },
  },
});

// Drawer forms take seconds in jsdom; on a loaded machine more than jest's 5 s.
jest.setTimeout(60_000);

const card = async (code: string) => screen.findByRole('listitem', { name: new RegExp(`^${code}`) });
/** The value a card gives for a term ("Valid", "Uses" …). */
const term = (item: HTMLElement, label: string) =>
  within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openCreate() {
  renderScreen(<CouponsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
  return screen.findByRole('dialog', { name: 'New coupon' });
}

async function choose(container: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('Coupons', () => {
  test('each card says the value, minimum, validity, order types and uses in words', async () => {
    mockFetch(replies([welcome, december, lunch, weekdays]));
    renderScreen(<CouponsScreen />);

    const w = await card('WELCOME10');
    expect(term(w, 'Value')).toBe('10\u00a0%');
    expect(term(w, 'Minimum purchase')).toBe('None');
    expect(term(w, 'Valid')).toBe('Always');
    expect(term(w, 'Order types')).toBe('All order types');
    expect(term(w, 'Uses')).toBe('3 / 100');
    expect(term(w, 'Per customer')).toBe('1 use');
    expect(term(w, 'Applies to')).toBe('The whole order');
    expect(within(w).getByText('Active')).toBeInTheDocument();

    const x = await card('XMAS5');
    expect(term(x, 'Value')).toBe('$5.00');
    expect(term(x, 'Minimum purchase')).toBe('$20.00');
    expect(term(x, 'Valid')).toBe('Dec 1 – Dec 31');
    // In the order types' own order, whatever order they were saved in.
    expect(term(x, 'Order types')).toBe('Pickup, Delivery');
    expect(term(x, 'Uses')).toBe('0 / no limit');
    expect(term(x, 'Per customer')).toBe('No limit');
    expect(term(x, 'Applies to')).toBe('1 category');
    expect(within(x).getByText('Off')).toBeInTheDocument();

    expect(term(await card('LUNCH'), 'Valid')).toBe('Mon, Tue 11:00–14:00');
    expect(term(await card('WEEKDAY'), 'Valid')).toBe('Mon–Fri 11:00–14:00');
  });

  test('no coupon yet: the empty state offers the first one; a failed load offers a retry', async () => {
    mockFetch(replies([]));
    const { unmount } = renderScreen(<CouponsScreen />);
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New coupon' })).toBeInTheDocument();
    // Nothing to try or count yet.
    expect(screen.queryByRole('heading', { name: 'Try a code' })).not.toBeInTheDocument();
    unmount();

    let down = true;
    mockFetch({
      ...replies([welcome]),
      'GET /api/v1/coupon': () =>
        down
          ? { status: 500, body: { message: 'The server is down.' } }
          : { status: 200, body: { coupons: [welcome] } },
    });
    renderScreen(<CouponsScreen />);
    // After the query's own retries.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The server is down.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('WELCOME10')).toBeInTheDocument();
  });

  test('a percent coupon for delivery only is sent as a whole percent; the drawer closes and the list reloads', async () => {
    const created = { ...welcome, _id: 'c9', code: 'SUMMER', order_types: ['delivery'] as Coupon['order_types'] };
    let listed = [welcome];
    const fetchMock = mockFetch({
      ...replies([welcome]),
      'GET /api/v1/coupon': () => ({ status: 200, body: { coupons: listed } }),
      'POST /api/v1/coupon': () => {
        listed = [welcome, created];
        return { status: 201, body: { coupon: created, message: 'Coupon created.' } };
      },
    });
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Code/), 'summer');
    type(within(drawer).getByLabelText(/^Percent/), '15');
    for (const name of ['Pickup', 'Dine-in', 'Catering'])
      fireEvent.click(within(drawer).getByRole('checkbox', { name }));
    type(within(drawer).getByLabelText(/^Uses per customer/), '1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/coupon', 1)).toEqual({
      code: 'SUMMER',
      kind: 'percent',
      amount: 15,
      minimum_purchase: 0,
      validity: 'always',
      starts_on: null,
      ends_on: null,
      days: [],
      from_time: null,
      to_time: null,
      total_uses: null,
      uses_per_customer: 1,
      order_types: ['delivery'],
      category_ids: [],
      item_ids: [],
      active: true,
    });
    expect(await card('SUMMER')).toBeInTheDocument();
  });

  test('a fixed coupon sends cents, and a recurring one its days in week order and its hours', async () => {
    const fetchMock = mockFetch({
      ...replies([welcome]),
      'POST /api/v1/coupon': { status: 201, body: { coupon: { ...december, _id: 'c8' }, message: 'Coupon created.' } },
    });
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Code/), 'LUNCH5');
    await choose(drawer, /^Discount/, 'Fixed amount');
    type(within(drawer).getByLabelText(/^Amount/), '5');
    type(within(drawer).getByLabelText(/^Minimum purchase/), '20,50');
    await choose(drawer, /^Valid/, 'On set days and hours');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Fri' }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Mon' }));
    type(within(drawer).getByLabelText(/^From/), '11:30');
    type(within(drawer).getByLabelText(/^Until/), '14:00');
    type(within(drawer).getByLabelText(/^Total uses/), '50');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/coupon', 1)).toMatchObject({
      code: 'LUNCH5',
      kind: 'fixed',
      amount: 500,
      minimum_purchase: 2050,
      validity: 'recurring',
      days: [1, 5],
      from_time: '11:30',
      to_time: '14:00',
      total_uses: 50,
      uses_per_customer: null,
    });
  });

  test('a 2-character code and a minimum below a fixed value are refused on their fields before sending', async () => {
    const fetchMock = mockFetch(replies([welcome]));
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Code/), 'AB');
    await choose(drawer, /^Discount/, 'Fixed amount');
    type(within(drawer).getByLabelText(/^Amount/), '10');
    type(within(drawer).getByLabelText(/^Minimum purchase/), '8');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('Enter 3 to 20 letters, digits, dashes or underscores.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByText("The minimum purchase must be above the coupon's value.")).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Minimum purchase/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  test('a percent of 12.5 or over 100 is refused on the amount', async () => {
    const fetchMock = mockFetch(replies([welcome]));
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Code/), 'HALF');
    type(within(drawer).getByLabelText(/^Percent/), '12.5');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a whole percent from 1 to 100.')).toBeInTheDocument();
    type(within(drawer).getByLabelText(/^Percent/), '120');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('A percent is at most 100.')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  test('the server’s 422 lands on the code and everything typed stays', async () => {
    mockFetch({
      ...replies([welcome]),
      'POST /api/v1/coupon': {
        status: 422,
        body: {
          message: 'Another coupon already has this code.',
          errors: { code: ['Another coupon already has this code.'] },
        },
      },
    });
    const drawer = await openCreate();
    type(within(drawer).getByLabelText(/^Code/), 'welcome10');
    type(within(drawer).getByLabelText(/^Percent/), '20');
    type(within(drawer).getByLabelText(/^Total uses/), '10');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Another coupon already has this code.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getByLabelText(/^Code/)).toHaveValue('welcome10');
    expect(within(drawer).getByLabelText(/^Percent/)).toHaveValue('20');
    expect(within(drawer).getByLabelText(/^Total uses/)).toHaveValue('10');
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
  });

  test('editing starts from the coupon: dollars in the text field, its period dates', async () => {
    const fetchMock = mockFetch({
      ...replies([december]),
      'PUT /api/v1/coupon/c2': { status: 200, body: { coupon: december, message: 'Coupon updated.' } },
    });
    renderScreen(<CouponsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit XMAS5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit XMAS5' });
    expect(within(drawer).getByLabelText(/^Amount/)).toHaveValue('5.00');
    expect(within(drawer).getByLabelText(/^Minimum purchase/)).toHaveValue('20.00');
    expect(within(drawer).getByLabelText(/^From/)).toHaveValue(`${year}-12-01`);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(sentBody(fetchMock, '/api/v1/coupon/c2')).toMatchObject({
      amount: 500,
      minimum_purchase: 2000,
      starts_on: `${year}-12-01`,
      ends_on: `${year}-12-31`,
      category_ids: ['cat1'],
      active: false,
    });
  });

  test('deleting asks first', async () => {
    const fetchMock = mockFetch({
      ...replies([welcome]),
      'DELETE /api/v1/coupon/c1': { status: 200, body: { message: 'Coupon deleted.' } },
    });
    const { notify } = renderScreen(<CouponsScreen />);
    await deleteAfterConfirming(fetchMock, notify, 'WELCOME10', /can no longer use this code/, 'Coupon deleted.');
  });

  test('“Try a code” shows the discount, or the reason in the server’s words', async () => {
    let verdict: unknown = { valid: true, coupon_id: 'c1', code: 'WELCOME10', discount: 250 };
    const fetchMock = mockFetch({
      ...replies([welcome]),
      'POST /api/v1/coupon/apply': () => ({ status: 200, body: verdict }),
    });
    renderScreen(<CouponsScreen />);
    const panel = await screen.findByRole('form', { name: 'Try a code' });
    type(within(panel).getByLabelText(/^Code/), 'welcome10');
    // The browser's own select: a change picks the option.
    fireEvent.change(within(panel).getByRole('combobox', { name: /^Order type/ }), { target: { value: 'delivery' } });
    type(within(panel).getByLabelText(/^Customer e-mail/), 'Ana@Example.com');
    type(within(panel).getByLabelText(/^Cart subtotal/), '25');
    fireEvent.click(within(panel).getByRole('button', { name: 'Try' }));
    expect(await screen.findByText('WELCOME10 applies')).toBeInTheDocument();
    expect(screen.getByText('$2.50 off: the customer pays $22.50 before taxes and fees.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/v1/coupon/apply')).toEqual({
      code: 'welcome10',
      order_type: 'delivery',
      customer: { name: 'ana@example.com', email: 'ana@example.com', phone: null },
      lines: [{ item_id: null, category_id: null, price: 2500, quantity: 1 }],
    });

    verdict = {
      valid: false,
      reason: 'customer_limit',
      message: 'This customer has already used this coupon as many times as allowed.',
    };
    fireEvent.click(within(panel).getByRole('button', { name: 'Try' }));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(
      screen.getByText('This customer has already used this coupon as many times as allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('WELCOME10 applies')).not.toBeInTheDocument();
  });

  test('“Try a code” needs the customer’s e-mail before asking', async () => {
    const fetchMock = mockFetch(replies([welcome]));
    renderScreen(<CouponsScreen />);
    const panel = await screen.findByRole('form', { name: 'Try a code' });
    type(within(panel).getByLabelText(/^Code/), 'WELCOME10');
    type(within(panel).getByLabelText(/^Cart subtotal/), '25');
    fireEvent.click(within(panel).getByRole('button', { name: 'Try' }));
    expect(await within(panel).findByText('This field is required.')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  test('the results give each coupon’s uses, discount and sales over the range', async () => {
    const fetchMock = mockFetch(replies([welcome, december]));
    renderScreen(<CouponsScreen />);
    const table = await screen.findByRole('table', { name: 'Coupon results' });
    const row = within(table).getByRole('rowheader', { name: 'WELCOME10' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '$7.50', '$75.00']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '$7.50', '$75.00']);
    // This month so far, in the location's zone.
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/v1/coupon/results')!;
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    // The range is the browser's own select: its options' values are the presets.
    fireEvent.change(screen.getByRole('combobox', { name: 'Date range' }), { target: { value: 'last_month' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input).includes('/coupon/results')).length,
      ).toBeGreaterThan(1),
    );
  });
});
