import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DoordashReportScreen } from '@/components/reports/doordash/DoordashReportScreen';
import type { DoordashReport } from '@/lib/contract';
import { downloadText } from '@/lib/download';
import { resetUrl } from '../support/nav-mock';
import { exportedLines, renderReport } from './render-report';
import { askedOf, ok, serveReport } from './serve-report';
import { doordashReport, FEBRUARY_INVOICE, reconciledReport } from './staff-report-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.Mock;

jest.setTimeout(60_000);

const REPORT = '/api/v1/order/doordash/report';
const INVOICE = '/api/v1/order/doordash/invoice';
const RANGE = 'range=custom&from=2026-02-01&to=2026-02-28';

/** The report as the server holds it now: before the import, then reconciled. */
let current: DoordashReport;
function serve(extra: Parameters<typeof serveReport>[0] = {}) {
  return serveReport({ [`GET ${REPORT}`]: () => ok(current), ...extra });
}

const chipIn = (row: HTMLElement) => row.querySelector('[data-standing]');

beforeEach(() => {
  resetUrl(`/reports/doordash?${RANGE}`);
  download.mockClear();
  current = doordashReport();
});

describe('DoordashReportScreen', () => {
  test('per order: fee charged, DoorDash’s fee, the Dasher tip and the difference; the invoice standing', async () => {
    current = reconciledReport();
    const fetchMock = serve();
    renderReport(<DoordashReportScreen />);
    const orders = await screen.findByRole('table', { name: 'Orders delivered by DoorDash' });
    expect(askedOf(fetchMock, REPORT)).toEqual([{ from: '2026-02-01', to: '2026-02-28' }]);
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Order #',
      'Day',
      'Fee charged',
      'Tip',
      'DoorDash fee',
      'Dasher tip',
      'Difference',
      'Invoice',
      'What differs',
    ]);
    const [matched, differs, missing] = ['2001', '2002', '2003'].map((n) =>
      within(orders).getByRole('row', { name: new RegExp(`^${n}`) }),
    );
    expect(matched).toHaveTextContent('2001Feb 3, 2026CA$4.99CA$3.00CA$9.75CA$3.00-CA$4.76Matched');
    expect(chipIn(matched!)).toHaveAttribute('data-standing', 'matched');
    expect(differs).toHaveTextContent('Amount differsDrive fee: CA$9.75 ours, CA$12.75 billed');
    expect(chipIn(differs!)).toHaveAttribute('data-standing', 'differs');
    expect(missing).toHaveTextContent('Missing in invoice');
    expect(within(orders).getAllByRole('row').at(-1)).toHaveTextContent('TotalCA$13.97CA$8.00CA$29.25CA$8.00-CA$15.28');

    // The invoice: how its lines stand, and what to dispute.
    const invoice = screen.getByRole('region', { name: 'Invoice from Feb 1, 2026 to Feb 28, 2026' });
    expect(invoice).toHaveTextContent('feb.csv · 3 lines · imported Feb 25, 2026, 10:00 AM by Test User');
    expect(within(invoice).getByRole('list').textContent).toBe(
      'Matched: 1Amount differs: 1Missing in orders: 1Duplicate: 0Missing in invoice: 1',
    );
    const toCheck = within(invoice).getByRole('table', { name: 'Invoice 2026-02-01 to 2026-02-28: lines to check' });
    expect(
      within(toCheck)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LineOrder #Order valueDrive feeDasher tipStatusWhat differs',
      '32002CA$35.00CA$12.75CA$5.00Amount differsDrive fee: CA$9.75 ours, CA$12.75 billed',
      '49999CA$30.00CA$9.75CA$2.00Missing in orders',
      '—2003CA$15.00CA$9.75CA$0.00Missing in invoice',
    ]);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      '3 DoorDash charges do not match your orders: see the lines to check under each invoice.',
    );
  });

  test('import: the period defaults to the report’s range; errors per line, then success reloads the report flagged', async () => {
    let attempt = 0;
    const fetchMock = serve({
      [`POST ${INVOICE}`]: () => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            body: {
              message: 'Fix the lines named below: the invoice was not imported.',
              errors: {
                'line 3': [
                  'Drive Fee ($): enter an amount in dollars, like 9.75.',
                  'Dasher Tip: enter an amount in dollars, like 9.75.',
                ],
                'line 4': ['The order id is missing or too long (64 characters at most).'],
              },
            },
          };
        current = reconciledReport();
        return { status: 201, body: { ...FEBRUARY_INVOICE, message: 'Invoice imported: 1 matched, 3 to check.' } };
      },
    });
    renderReport(<DoordashReportScreen />);
    const orders = await screen.findByRole('table', { name: 'Orders delivered by DoorDash' });
    expect(within(orders).getAllByText('No invoice')).toHaveLength(3);
    expect(screen.getByText(/No DoorDash invoice imported for these days/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Import DoorDash invoice CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a DoorDash invoice' });
    expect(within(dialog).getByLabelText(/Invoice from/)).toHaveValue('2026-02-01');
    expect(within(dialog).getByLabelText(/Invoice to/)).toHaveValue('2026-02-28');

    const bad =
      'Your Order ID,Order Value,Drive Fee ($),Dasher Tip\n2001,20.00,9.75,3.00\n2002,35.00,abc,-1\n,12,9.75,0\n';
    const file = new File([bad], 'feb.csv', { type: 'text/csv' });
    // jsdom's File may lack text(); the dialog reads the file with it.
    Object.defineProperty(file, 'text', { value: async () => bad });
    fireEvent.change(screen.getByTestId('doordash-invoice-file'), { target: { files: [file] } });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Invoice CSV/ })).toHaveValue(bad));
    expect(within(dialog).getByText('File: feb.csv')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Fix the lines named below: the invoice was not imported.');
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 3: Drive Fee ($): enter an amount in dollars, like 9.75. Dasher Tip: enter an amount in dollars, like 9.75.',
      'Line 4: The order id is missing or too long (64 characters at most).',
    ]);
    expect(current.invoices).toEqual([]);
    expect(askedOf(fetchMock, REPORT)).toHaveLength(1);

    // Fixed: sent with its period and file name; the dialog closes and the report comes back flagged.
    const fixed =
      'Your Order ID,Order Value,Drive Fee ($),Dasher Tip\n2001,20.00,9.75,3.00\n2002,35.00,12.75,5.00\n9999,30,9.75,2';
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Invoice CSV/ }), { target: { value: fixed } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((sent.at(-1)![1] as RequestInit).body))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      csv: fixed,
      file_name: 'feb.csv',
    });
    await waitFor(() => expect(askedOf(fetchMock, REPORT)).toHaveLength(2));
    const reloaded = await screen.findByRole('table', { name: 'Orders delivered by DoorDash' });
    await waitFor(() =>
      expect(within(reloaded).getByRole('row', { name: /^2002/ })).toHaveTextContent('Amount differs'),
    );
    expect(screen.getByRole('region', { name: 'Invoice from Feb 1, 2026 to Feb 28, 2026' })).toBeInTheDocument();
  });

  test('a past import is deleted after asking; the report reloads', async () => {
    current = reconciledReport();
    const fetchMock = serve({
      [`DELETE ${INVOICE}/inv-feb`]: () => {
        current = doordashReport();
        return ok({ message: 'Invoice import deleted.' });
      },
    });
    renderReport(<DoordashReportScreen />);
    const invoice = await screen.findByRole('region', { name: 'Invoice from Feb 1, 2026 to Feb 28, 2026' });
    fireEvent.click(
      within(invoice).getByRole('button', {
        name: 'Delete the import of the invoice from Feb 1, 2026 to Feb 28, 2026',
      }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Delete this invoice import?' });
    expect(ask).toHaveTextContent('The invoice from Feb 1, 2026 to Feb 28, 2026 and its matching are forgotten');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(askedOf(fetchMock, `${INVOICE}/inv-feb`, 'DELETE')).toHaveLength(0);

    fireEvent.click(within(invoice).getByRole('button', { name: /Delete the import/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Invoice from/ })).toBeNull());
    expect(askedOf(fetchMock, `${INVOICE}/inv-feb`, 'DELETE')).toHaveLength(1);
    expect(screen.getByText(/No DoorDash invoice imported for these days/)).toBeInTheDocument();
  });

  test('the CSV holds the orders with their standing, then each invoice’s summary and lines to check', async () => {
    current = reconciledReport();
    serve();
    renderReport(<DoordashReportScreen />);
    await screen.findByRole('table', { name: 'Orders delivered by DoorDash' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download.mock.calls[0]![1]).toBe('doordash-2026-02-01-to-2026-02-28.csv');
    expect(exportedLines(download)).toEqual([
      'DoorDash Report,Downtown,2026-02-01,2026-02-28',
      '',
      'Orders delivered by DoorDash',
      'Order #,Day,Fee charged,Tip,DoorDash fee,Dasher tip,Difference,Invoice,What differs',
      '2001,2026-02-03,4.99,3.00,9.75,3.00,-4.76,Matched,',
      '2002,2026-02-10,4.99,5.00,9.75,5.00,-4.76,Amount differs,"Drive fee: CA$9.75 ours, CA$12.75 billed"',
      '2003,2026-02-15,3.99,0.00,9.75,0.00,-5.76,Missing in invoice,',
      'Total,,13.97,8.00,29.25,8.00,-15.28,,',
      '',
      'Invoice 2026-02-01 to 2026-02-28: lines by status',
      'Status,Count',
      'Matched,1',
      'Amount differs,1',
      'Missing in orders,1',
      'Duplicate,0',
      'Missing in invoice,1',
      '',
      'Invoice 2026-02-01 to 2026-02-28: lines to check',
      'Line,Order #,Order value,Drive fee,Dasher tip,Status,What differs',
      '3,2002,35.00,12.75,5.00,Amount differs,"Drive fee: CA$9.75 ours, CA$12.75 billed"',
      '4,9999,30.00,9.75,2.00,Missing in orders,',
      ',2003,15.00,9.75,0.00,Missing in invoice,',
      '',
    ]);
  });

  test('in French; nothing delivered and no invoice is the empty state', async () => {
    current = reconciledReport();
    serve();
    const view = renderReport(<DoordashReportScreen />, 'fr');
    const orders = await screen.findByRole('table', { name: 'Commandes livrées par DoorDash' });
    expect(within(orders).getByRole('row', { name: /^2002/ })).toHaveTextContent(
      'Montant différentFrais de livraison DoorDash : 9,75 $CA chez vous, 12,75 $CA facturé',
    );
    expect(screen.getByRole('button', { name: 'Importer la facture DoorDash (CSV)' })).toBeInTheDocument();
    view.unmount();

    current = doordashReport({ reports: [], invoices: [] });
    serve();
    renderReport(<DoordashReportScreen />);
    expect(await screen.findByRole('heading', { name: 'No DoorDash deliveries in this range' })).toBeInTheDocument();
    // The import stays at hand: the invoice may be what comes first.
    expect(screen.getByRole('button', { name: 'Import DoorDash invoice CSV' })).toBeEnabled();
  });
});
