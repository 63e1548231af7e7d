import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TaxManager } from '@/components/tax/TaxManager';
import type { Tax } from '@/lib/contract';
import { deleteAfterConfirming, openNew, type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';

const qst: Tax = { _id: 't1', name: 'QST', rate: 9.975, is_default: true };
const base = { 'GET /api/v1/tax': { status: 200, body: { taxes: [qst] } } };

const openCreate = () => openNew(<TaxManager />, 'New tax');

// Drawer forms with MUI pickers take a few seconds in jsdom; on a loaded machine more than jest's 5 s.
jest.setTimeout(20_000);

describe('TaxManager', () => {
  test('lists taxes with the rate and the default chip', async () => {
    mockFetch(base);
    renderScreen(<TaxManager />);
    const row = (await screen.findByRole('rowheader', { name: 'QST' })).closest('tr')!;
    expect(within(row).getByText('9.975 %')).toBeInTheDocument();
    expect(within(row).getByText('Default')).toBeInTheDocument();
  });

  test('an empty list offers to create the first tax', async () => {
    mockFetch({ 'GET /api/v1/tax': { status: 200, body: { taxes: [] } } });
    renderScreen(<TaxManager />);
    expect(await screen.findByText('No taxes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New tax' })).toBeInTheDocument();
  });

  test('a comma rate is sent as a number', async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/tax': {
        status: 201,
        body: { message: 'Tax created', tax: { ...qst, _id: 't2', name: 'GST', rate: 5 } },
      },
    });
    const dialog = await openCreate();
    type(within(dialog).getByLabelText(/^Tax name/), 'QST 2');
    type(within(dialog).getByLabelText(/^Rate/), '9,975');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Apply to items without custom taxes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/tax', 1)).toEqual({ name: 'QST 2', rate: 9.975, is_default: true }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('refuses a rate above 100 with the translated text', async () => {
    const fetchMock = mockFetch(base);
    const dialog = await openCreate();
    type(within(dialog).getByLabelText(/^Tax name/), 'Big');
    type(within(dialog).getByLabelText(/^Rate/), '120');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a rate between 0 and 100 with at most 3 decimals.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test("the server's 422 name error shows on the field and the input is kept", async () => {
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/tax': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { name: ['A tax with this name already exists.'] } },
      },
    });
    const dialog = await openCreate();
    type(within(dialog).getByLabelText(/^Tax name/), 'QST');
    type(within(dialog).getByLabelText(/^Rate/), '9.975');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A tax with this name already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Tax name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Tax name/)).toHaveValue('QST');
    expect(within(dialog).getByLabelText(/^Rate/)).toHaveValue('9.975');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  test('edit starts from the tax and sends PUT', async () => {
    const fetchMock = mockFetch({
      ...base,
      'PUT /api/v1/tax/t1': { status: 200, body: { message: 'Tax updated', tax: { ...qst, rate: 10 } } },
    });
    renderScreen(<TaxManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit QST' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tax' });
    expect(within(dialog).getByLabelText(/^Rate/)).toHaveValue('9.975');
    type(within(dialog).getByLabelText(/^Rate/), '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/tax/t1')).toEqual({ name: 'QST', rate: 10, is_default: true }),
    );
  });

  test('delete asks first, warns that items stop charging it, then deletes', async () => {
    const fetchMock = mockFetch({
      ...base,
      'DELETE /api/v1/tax/t1': { status: 200, body: { message: 'Tax deleted' } },
    });
    const { notify } = renderScreen(<TaxManager />);
    await deleteAfterConfirming(fetchMock, notify, 'QST', /Items using it will no longer charge it/, 'Tax deleted');
  });
});
