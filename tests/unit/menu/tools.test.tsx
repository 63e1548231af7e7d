import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BulkEditDialog } from '@/components/menu/tools/BulkEditDialog';
import { CloverImportButton } from '@/components/menu/tools/CloverImportButton';
import { CopyMenuDialog } from '@/components/menu/tools/CopyMenuDialog';
import { CsvImportButton } from '@/components/menu/tools/CsvImportButton';
import type { Category } from '@/lib/contract';
import { pushed, resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { category, item } from './fixtures';
import { location, userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
beforeEach(() => resetUrl('/manage/menu'));

const categories: Category[] = [
  category('c1', 'Burgers', [item('i1', 'Classic', 1250), item('i2', 'Veggie', 1100)]),
  category('c2', 'Drinks', [item('i3', 'Cola', 300)], { sort: 1 }),
];
const ok = (body: unknown) => ({ status: 200, body });
const user = ok(
  userReply({ locations: [location('l1', 'Downtown', true), location('l2', 'Uptown'), location('l3', 'Airport')] }),
);

/** Puts a CSV file into the dialog's file input. */
function chooseFile(text: string) {
  const file = new File([text], 'menu.csv', { type: 'text/csv' });
  // jsdom's File may lack text(); the dialog reads the file with it.
  Object.defineProperty(file, 'text', { value: async () => text });
  fireEvent.change(screen.getByTestId('csv-file'), { target: { files: [file] } });
}

function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('BulkEditDialog', () => {
  const routes = {
    'GET /api/v1/user': user,
    'GET /api/v1/category/list': ok({ categories: categories.map(({ _id, name }) => ({ _id, name })) }),
    'POST /api/v1/item/bulk': ok({ items: [], message: '2 items updated.' }),
  };

  it('sends a percentage and says what it will do', async () => {
    const fetch = mockFetch(routes);
    const onDone = jest.fn();
    renderScreen(<BulkEditDialog open itemIds={['i1', 'i2']} onClose={jest.fn()} onDone={onDone} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'By a percentage' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Percentage' }), { target: { value: '10' } });
    expect(screen.getByText('2 items: prices +10 %')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/v1/item/bulk')).toEqual({
      item_ids: ['i1', 'i2'],
      price_change: { mode: 'percent', value: 10 },
    });
  });

  it('sends an amount in cents with availability and category', async () => {
    const fetch = mockFetch(routes);
    const onDone = jest.fn();
    renderScreen(<BulkEditDialog open itemIds={['i1']} onClose={jest.fn()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'By an amount' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '−1,50' } });
    pick('Availability', 'Unavailable');
    await screen.findByText('1 item: prices −$1.50, unavailable');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Move to category' })).toBeEnabled());
    pick('Move to category', 'Drinks');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/v1/item/bulk')).toEqual({
      item_ids: ['i1'],
      price_change: { mode: 'amount', value: -150 },
      available: false,
      category_id: 'c2',
    });
  });

  it('shows the server refusal in the dialog', async () => {
    mockFetch({
      ...routes,
      'POST /api/v1/item/bulk': {
        status: 422,
        body: { message: 'Invalid.', errors: { price_change: ['A price would fall below zero.'] } },
      },
    });
    const onDone = jest.fn();
    renderScreen(<BulkEditDialog open itemIds={['i1']} onClose={jest.fn()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'By an amount' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A price would fall below zero.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('CsvImportButton', () => {
  const header = 'category,name,price,description,available,min_purchase_value';

  it('previews counts and changes, and lists row errors with Import disabled', async () => {
    mockFetch({ 'GET /api/v1/user': user, 'GET /api/v1/category': ok({ categories }) });
    renderScreen(<CsvImportButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    // The dialog's code loads with the first opening.
    await screen.findByRole('dialog');
    chooseFile(
      [
        header,
        'Burgers,Classic,13,,yes,',
        'Desserts,"Brownie, warm",4.50,"two',
        'lines",yes,',
        'Burgers,Veggie,abc,,yes,',
      ].join('\n'),
    );
    expect(await screen.findByText('1 new category')).toBeInTheDocument();
    expect(screen.getByText('1 new item')).toBeInTheDocument();
    expect(screen.getByText('1 changed item')).toBeInTheDocument();
    expect(screen.getByText('no unchanged item')).toBeInTheDocument();
    expect(screen.getByText('price: $12.50 → $13.00')).toBeInTheDocument();
    expect(screen.getByText('New item · $4.50')).toBeInTheDocument();
    // The bad row starts on line 5: the description of line 3 spans two lines.
    expect(screen.getByText('Row 5 · price: Enter an amount in dollars, like 12.50.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file without the name column', async () => {
    mockFetch({ 'GET /api/v1/user': user, 'GET /api/v1/category': ok({ categories }) });
    renderScreen(<CsvImportButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    // The dialog's code loads with the first opening.
    await screen.findByRole('dialog');
    chooseFile('category;price\nBurgers;12\n');
    expect(
      await screen.findByText('The header has no “name” column. Required columns: category, name, price.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports the rows and shows server errors keyed rows.<row>.<field>', async () => {
    const fetch = mockFetch({
      'GET /api/v1/user': user,
      'GET /api/v1/category': ok({ categories }),
      'POST /api/v1/menu/import': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'rows.3.name': ['This name is taken.'] } },
      },
    });
    renderScreen(<CsvImportButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    // The dialog's code loads with the first opening.
    await screen.findByRole('dialog');
    chooseFile([header, 'Burgers,Classic,13,,yes,', 'Burgers,Deluxe,15,,no,'].join('\r\n'));
    const submit = await screen.findByRole('button', { name: 'Import' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findByText('Row 3 · name: This name is taken.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(sentBody(fetch, '/api/v1/menu/import')).toEqual({
      rows: [
        { row: 2, category: 'Burgers', name: 'Classic', price: 1300, available: true, min_purchase_value: null },
        { row: 3, category: 'Burgers', name: 'Deluxe', price: 1500, available: false, min_purchase_value: null },
      ],
    });
  });
});

describe('CopyMenuDialog', () => {
  it('lists the other locations only and copies the chosen categories', async () => {
    const fetch = mockFetch({
      'GET /api/v1/user': user,
      'GET /api/v1/category': ok({ categories }),
      'POST /api/v1/menu/copy': ok({ message: 'Copied.', categories: 1, items: 2 }),
    });
    const onClose = jest.fn();
    renderScreen(<CopyMenuDialog open categoryIds={['c1']} onClose={onClose} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Location/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Uptown · Montréal', 'Airport · Montréal']);
    fireEvent.click(screen.getByRole('option', { name: 'Uptown · Montréal' }));
    expect(await screen.findByText(/Copy 1 category and 2 items to Uptown\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetch, '/api/v1/menu/copy')).toEqual({ location_id: 'l2', category_ids: ['c1'] });
  });

  it('explains when there is no other location', async () => {
    mockFetch({ 'GET /api/v1/user': ok(userReply()), 'GET /api/v1/category': ok({ categories }) });
    renderScreen(<CopyMenuDialog open categoryIds={undefined} onClose={jest.fn()} />);
    expect(await screen.findByText(/no other location/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage locations' })).toHaveAttribute('href', '/manage/locations');
  });
});

describe('CloverImportButton', () => {
  const integration = (available: boolean) =>
    ok({ integration: null, images: [], external_location_id: null, is_import_clover_available: available });

  it('renders nothing without the Clover import', async () => {
    const fetch = mockFetch({ 'GET /api/v1/integration': integration(false) });
    const { container } = renderScreen(<CloverImportButton />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('asks, imports and goes to the menu', async () => {
    mockFetch({
      'GET /api/v1/integration': integration(true),
      'POST /api/v1/integration/clover/import': ok({
        message: 'Imported.',
        categories: 2,
        items: 9,
        modifier_groups: 1,
        taxes: 2,
      }),
    });
    const { notify } = renderScreen(<CloverImportButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import from Clover' }));
    expect(await screen.findByText(/modifier groups and taxes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(pushed).toContain('/manage/menu'));
    expect(notify).toHaveBeenCalledWith('Imported.', 'success');
  });
});
