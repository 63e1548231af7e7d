import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PrinterSettings } from '@/components/settings/PrinterSettings';
import { allPermissions, settingsDefaults } from '@/lib/contract';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.setTimeout(60_000);

const PATH = '/api/v1/setting';

describe('PrinterSettings (/settings/pos)', () => {
  test('only the order printer group; a save sends the whole settings with the printer changed', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': { status: 200, body: userReply() },
      [`GET ${PATH}`]: { status: 200, body: { setting: settingsDefaults } },
      [`PUT ${PATH}`]: (body) => ({ status: 200, body: { setting: body, message: 'Saved.' } }),
    });
    renderScreen(<PrinterSettings />);
    const copies = await screen.findByLabelText('Receipt copies printed');
    await waitFor(() => expect(copies).toHaveValue('1'));
    expect(screen.getByRole('heading', { name: 'Order printer' })).toBeInTheDocument();
    // Nothing of the other groups, no search and no preview here.
    expect(screen.queryByLabelText('Tip choices offered')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.change(copies, { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock, PATH, 1)).toBeDefined());
    const sent = sentBody(fetchMock, PATH, 1) as typeof settingsDefaults;
    expect(sent.order_printer.number_of_receipt_copies).toBe(3);
    expect(sent.service_fees).toEqual(settingsDefaults.service_fees);
  });

  test('a member without `online order settings` sees no printer form and asks for nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/user': {
        status: 200,
        body: userReply({
          role: 'employee',
          permissions: { ...allPermissions(false), integrations: true },
        }),
      },
    });
    renderScreen(<PrinterSettings />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByLabelText('Receipt copies printed')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(PATH))).toBe(false);
  });
});
