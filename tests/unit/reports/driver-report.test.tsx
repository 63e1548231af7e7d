import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DriverReportScreen } from '@/components/reports/drivers/DriverReportScreen';
import { downloadText } from '@/lib/download';
import { pushed, resetUrl } from '../support/nav-mock';
import { chooseOption, exportedLines, renderReport } from './render-report';
import { askedOf, ok, serveReport } from './serve-report';
import { driverReport } from './staff-report-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.Mock;

jest.setTimeout(60_000);

const PATH = '/api/v1/staff/delivery/report';
const RANGE = 'range=custom&from=2026-03-12&to=2026-03-12';

function serve() {
  return serveReport({
    [`GET ${PATH}`]: (q) => {
      const all = driverReport();
      const id = q.get('staff_id');
      if (!id) return ok(all);
      const [only] = all.drivers.filter((d) => d.staff_id === id);
      return ok({ ...all, drivers: [only], totals: only });
    },
  });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('[data-figure]') as HTMLElement;

beforeEach(() => {
  resetUrl(`/reports/delivery?${RANGE}`);
  download.mockClear();
});

describe('DriverReportScreen', () => {
  test('each driver’s deliveries, fees, tips and the cash owed back, drawn out; totals', async () => {
    const fetchMock = serve();
    renderReport(<DriverReportScreen />);
    const drivers = await screen.findByRole('table', { name: 'Deliveries per driver' });
    expect(askedOf(fetchMock, PATH)).toEqual([{ from: '2026-03-12', to: '2026-03-12' }]);
    expect(
      within(drivers)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Driver',
      'Deliveries',
      'Delivery fees',
      'Tips',
      'Cash collected',
      'Cash owed',
      'Card at the door',
      'Card tips',
    ]);
    const ana = within(drivers).getByRole('row', { name: /Ana Aubin/ });
    expect(ana).toHaveTextContent('Ana Aubin4CA$14.96CA$10.00CA$60.50CA$55.50CA$30.00CA$5.00');
    expect(within(drivers).getAllByRole('row').at(-1)).toHaveTextContent(
      'Total5CA$19.95CA$17.00CA$111.50CA$99.50CA$30.00CA$5.00',
    );
    // What each driver owes back is the figure read first.
    expect(figure('Cash owed back')).toHaveTextContent('CA$99.50What the drivers owe back');
    // Drawn out: the highlighted column's cells (bold on a warning tint, report-detail-table.module.css).
    expect(within(ana).getByText('CA$55.50')).toHaveClass('marked');
    expect(within(ana).getByText('CA$60.50')).not.toHaveClass('marked');
    expect(screen.getByText(/what the driver owes back at the end of the shift/)).toBeInTheDocument();
  });

  test('a driver’s row opens onto the deliveries they took out', async () => {
    serve();
    renderReport(<DriverReportScreen />);
    await screen.findByRole('table', { name: 'Deliveries per driver' });
    expect(screen.queryByRole('table', { name: 'Deliveries of Ana Aubin' })).toBeNull();

    const open = screen.getByRole('button', { name: 'Show the 4 deliveries of Ana Aubin' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    const list = screen.getByRole('table', { name: 'Deliveries of Ana Aubin' });
    expect(within(list).getAllByRole('row')).toHaveLength(6);
    expect(within(list).getByRole('row', { name: /D1/ })).toHaveTextContent(
      'D1Mar 12, 2026Customer D1CashCA$42.50CA$3.99CA$5.00CA$42.50CA$37.50',
    );
    expect(within(list).getByRole('row', { name: /D2/ })).toHaveTextContent('Card on delivery');
    expect(within(list).getAllByRole('row').at(-1)).toHaveTextContent('TotalCA$110.50CA$14.96CA$10.00CA$60.50CA$55.50');

    fireEvent.click(screen.getByRole('button', { name: 'Hide the deliveries of Ana Aubin' }));
    expect(screen.queryByRole('table', { name: 'Deliveries of Ana Aubin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the delivery of Ben Boucher' })).toBeInTheDocument();
  });

  test('choosing a driver puts staff_id in the URL and in the request', async () => {
    const fetchMock = serve();
    renderReport(<DriverReportScreen />);
    await screen.findByRole('table', { name: 'Deliveries per driver' });
    chooseOption('Driver', 'Ben Boucher');
    expect(pushed).toEqual([`/reports/delivery?${RANGE}&staff_id=ben`]);
    await waitFor(() =>
      expect(askedOf(fetchMock, PATH).at(-1)).toEqual({ from: '2026-03-12', to: '2026-03-12', staff_id: 'ben' }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ana Aubin/ })).toBeNull());
    expect(figure('Cash owed back')).toHaveTextContent('CA$44.00');
  });

  test('the CSV holds the drivers, then each one’s deliveries, amounts in dollars', async () => {
    serve();
    renderReport(<DriverReportScreen />);
    await screen.findByRole('table', { name: 'Deliveries per driver' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download.mock.calls[0]![1]).toBe('in-house-drivers-2026-03-12.csv');
    expect(exportedLines(download)).toEqual([
      'In-House Driver Report,Downtown,2026-03-12,2026-03-12',
      '',
      'Deliveries per driver',
      'Driver,Deliveries,Delivery fees,Tips,Cash collected,Cash owed,Card at the door,Card tips',
      'Ana Aubin,4,14.96,10.00,60.50,55.50,30.00,5.00',
      'Ben Boucher,1,4.99,7.00,51.00,44.00,0.00,0.00',
      'Total,5,19.95,17.00,111.50,99.50,30.00,5.00',
      '',
      'Deliveries of Ana Aubin',
      'Order #,Day,Customer,Payment,Order total,Delivery fee,Tip,Cash collected,Cash owed',
      'D1,2026-03-12,Customer D1,Cash,42.50,3.99,5.00,42.50,37.50',
      'D2,2026-03-12,Customer D2,Card on delivery,30.00,3.99,3.00,0.00,0.00',
      'D3,2026-03-12,Customer D3,Card online,20.00,2.99,2.00,0.00,0.00',
      'D4,2026-03-12,Customer D4,Cash,18.00,3.99,0.00,18.00,18.00',
      'Total,,,,110.50,14.96,10.00,60.50,55.50',
      '',
      'Deliveries of Ben Boucher',
      'Order #,Day,Customer,Payment,Order total,Delivery fee,Tip,Cash collected,Cash owed',
      'D5,2026-03-12,Customer D5,Cash,51.00,4.99,7.00,51.00,44.00',
      'Total,,,,51.00,4.99,7.00,51.00,44.00',
      '',
    ]);
  });

  test('in French: texts and amounts; no delivery is the empty state', async () => {
    serve();
    const view = renderReport(<DriverReportScreen />, 'fr');
    const drivers = await screen.findByRole('table', { name: 'Livraisons par livreur' });
    expect(within(drivers).getByRole('row', { name: /Ana Aubin/ })).toHaveTextContent('55,50 $');
    expect(figure('Comptant à remettre')).toHaveTextContent('99,50 $');
    view.unmount();

    serveReport({ [`GET ${PATH}`]: () => ok(driverReport({ drivers: [] })) });
    renderReport(<DriverReportScreen />);
    expect(await screen.findByRole('heading', { name: 'No in-house deliveries in this range' })).toBeInTheDocument();
  });
});
