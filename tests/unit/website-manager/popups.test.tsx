import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PopupManager } from '@/components/website-manager/popups/PopupManager';
import type { WebsitePopup } from '@/lib/contract';
import { deleteAfterConfirming, type } from '../support/actions';
import { mockFetch, renderScreen } from '../support/render';
import { baseRoutes, callsTo, reply } from './fixtures';

jest.setTimeout(20_000);

const patio: WebsitePopup = {
  _id: 'p'.repeat(24),
  title: 'Patio open',
  text: 'From noon.',
  image_url: null,
  from_date: '2020-06-01',
  to_date: null,
  only_while_open: true,
  active: true,
};
const brunch: WebsitePopup = {
  ...patio,
  _id: 'q'.repeat(24),
  title: 'Brunch',
  from_date: '2099-01-01',
  to_date: '2099-01-31',
};

describe('PopupManager', () => {
  test('lists each popup with its schedule and whether it shows today', async () => {
    mockFetch(baseRoutes({ popups: [brunch, { ...patio, only_while_open: true }] }));
    renderScreen(<PopupManager />);
    const list = await screen.findByRole('list', { name: 'Popups' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Brunch')).toBeInTheDocument();
    expect(within(first!).getByText('Jan 1, 2099 – Jan 31, 2099')).toBeInTheDocument();
    expect(within(first!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(second!).getByText('From Jun 1, 2020, no end date')).toBeInTheDocument();
    expect(within(second!).getByText('Showing today')).toBeInTheDocument();
    expect(within(second!).getByText('Only while open')).toBeInTheDocument();
  });

  test('create: the preview follows the typing; an end before the start is refused; then it is sent', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ popups: [patio] }),
      'POST /api/v1/website-manager/website-popup': {
        ...reply({ popups: [brunch, patio] }, 'Popup created.'),
        status: 201,
      },
    });
    const { notify } = renderScreen(<PopupManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'New popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'New popup' });
    type(within(dialog).getByLabelText(/^Title/), 'Brunch');
    type(within(dialog).getByLabelText('Text'), 'Sundays 10 to 2.');
    const preview = within(dialog).getByRole('figure', { name: 'Preview' });
    expect(within(preview).getByText('Brunch')).toBeInTheDocument();
    expect(within(preview).getByText('Sundays 10 to 2.')).toBeInTheDocument();

    type(within(dialog).getByLabelText(/^First day/), '2099-01-31');
    type(within(dialog).getByLabelText(/^Last day/), '2099-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/v1/website-manager/website-popup')).toEqual([]);

    type(within(dialog).getByLabelText(/^First day/), '2099-01-01');
    type(within(dialog).getByLabelText(/^Last day/), '2099-01-31');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Only while the store is open' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Popup created.', 'success'));
    expect(callsTo(fetchMock, '/api/v1/website-manager/website-popup')[0]).toEqual({
      method: 'POST',
      query: {},
      body: {
        title: 'Brunch',
        text: 'Sundays 10 to 2.',
        image_url: null,
        from_date: '2099-01-01',
        to_date: '2099-01-31',
        only_while_open: true,
        active: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("edit sends PUT ?popup_id=; the server's error lands on its field, the typing kept", async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ popups: [patio] }),
      'PUT /api/v1/website-manager/website-popup': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { title: ['Use at most 64 characters.'] } },
      },
    });
    renderScreen(<PopupManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Patio open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit popup' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Patio open');
    type(within(dialog).getByLabelText(/^Title/), 'Patio open all summer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use at most 64 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Patio open all summer');
    const [put] = callsTo(fetchMock, '/api/v1/website-manager/website-popup');
    expect([put!.method, put!.query]).toEqual(['PUT', { popup_id: patio._id }]);
  });

  test('delete asks first, then sends DELETE website-popup/?popup_id=', async () => {
    const fetchMock = mockFetch({
      ...baseRoutes({ popups: [patio] }),
      'DELETE /api/v1/website-manager/website-popup/': reply({ popups: [] }, 'Popup deleted.'),
    });
    const { notify } = renderScreen(<PopupManager />);
    await deleteAfterConfirming(fetchMock, notify, 'Patio open', /Visitors will no longer see it/, 'Popup deleted.');
    expect(callsTo(fetchMock, '/api/v1/website-manager/website-popup/')[0]!.query).toEqual({ popup_id: patio._id });
  });
});
