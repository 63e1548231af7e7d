import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SalesSummaryScreen } from '@/components/reports/sales-summary/SalesSummaryScreen';
import type { SalesSummary } from '@/lib/contract';
import { presetRange } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import { mockFetch } from '../support/render';
import { pushed, resetUrl } from '../support/nav-mock';
import { userReply } from '../support/shell-fixtures';
import { chooseOption, exportedLines, renderReport } from './render-report';
import { salesSummary } from './sales-fixture';

/** A pointer event of a type (jsdom has no PointerEvent: the type is set on the event React reads). */
function pointer(kind: 'pointerOver' | 'pointerOut' | 'pointerUp', el: Element, pointerType: 'mouse' | 'touch') {
  const event = createEvent[kind](el, { relatedTarget: kind === 'pointerOut' ? document.body : null });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(el, event);
}

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));
// The charts draw with SVG measurements jsdom does not have: their figures are in the tables beside them.
jest.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div data-testid="bar-chart" /> }));
jest.mock('@mui/x-charts/PieChart', () => ({ PieChart: () => <div data-testid="pie-chart" /> }));
const download = downloadText as jest.Mock;

jest.setTimeout(60_000);

function serve(summary: SalesSummary | ((asked: URLSearchParams) => SalesSummary)) {
  const fn = mockFetch({ 'GET /api/v1/user': { status: 200, body: userReply() } });
  const fallback = fn.getMockImplementation()!;
  fn.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/order/sales_summary') return fallback(input, init);
    const body = typeof summary === 'function' ? summary(url.searchParams) : summary;
    return { ok: true, status: 200, json: async () => ({ sales_summary: body }) } as Response;
  });
  return fn;
}
const asked = (fn: jest.Mock) =>
  fn.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/v1/order/sales_summary')
    .map((u) => Object.fromEntries(u.searchParams));

const card = (figure: string) => screen.getByText(figure, { selector: 'dt' }).closest('[data-figure]') as HTMLElement;

beforeEach(() => {
  resetUrl('/reports/sales_summary?range=last_month');
  download.mockClear();
});

describe('SalesSummaryScreen', () => {
  test('asks for the range of the URL on the location clock; figures against the previous period', async () => {
    const fetchMock = serve(salesSummary());
    renderReport(<SalesSummaryScreen />);
    await screen.findByText('Net sales', { selector: 'dt' });
    const lastMonth = presetRange('last_month', new Date(), 'America/Toronto')!;
    expect(asked(fetchMock)).toEqual([{ date_range: 'last_month', ...lastMonth }]);

    expect(card('Net sales')).toHaveTextContent('CA$148.80');
    expect(card('Net sales')).toHaveTextContent('▲ 12.5%');
    expect(card('Net sales')).toHaveTextContent('Up 12.5% from CA$132.27 in the previous period');
    expect(card('Orders')).toHaveTextContent('4▼ 20%');
    expect(card('Total collected')).toHaveTextContent('CA$197.03');
    expect(card('Average order')).toHaveTextContent('CA$37.20');
    // Nothing refunded before: no percent to give.
    expect(card('Refunds and cancellations')).toHaveTextContent('CA$10.00▲ new');
    expect(card('Tips')).toHaveTextContent('= 0%');
    expect(screen.getByText(/Compared with Feb 8, 2026 – Feb 9, 2026/)).toBeInTheDocument();

    // Each figure's definition is a tooltip, on mouse hover and on a tap (a tablet has no hover).
    const gross = within(card('Gross sales')).getByRole('button', { name: 'What is “Gross sales”?' });
    pointer('pointerOver', gross, 'mouse');
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Items and their modifiers × quantity, before discounts, on every order placed on these days, cancelled ones included.',
    );
    pointer('pointerOut', gross, 'mouse');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tips = within(card('Tips')).getByRole('button', { name: 'What is “Tips”?' });
    pointer('pointerUp', tips, 'touch');
    pointer('pointerOut', tips, 'touch');
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('each breakdown as a table beside its chart, closing with the total', async () => {
    serve(salesSummary());
    renderReport(<SalesSummaryScreen />);
    const byType = await screen.findByRole('table', { name: 'Sales by order type' });
    expect(within(byType).getByRole('row', { name: /Catering/ })).toHaveTextContent(
      'Catering1CA$90.00CA$13.50CA$9.00CA$116.49',
    );
    expect(within(byType).getAllByRole('row').at(-1)).toHaveTextContent('Total4CA$148.80CA$22.31CA$15.96CA$197.03');
    const byDay = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(byDay).getAllByRole('row')).toHaveLength(4);
    expect(within(byDay).getByRole('row', { name: /Feb 11, 2026/ })).toHaveTextContent('CA$102.00');
    expect(screen.getByRole('table', { name: 'Sales by hour of day' })).toHaveTextContent('16:00');
    expect(screen.getByRole('table', { name: 'Sales by payment mode' })).toHaveTextContent('Card at the counter');
    expect(screen.getByRole('table', { name: 'Top items by quantity' })).toHaveTextContent('Other items2CA$23.00');
    await waitFor(() => expect(screen.getAllByTestId('bar-chart')).toHaveLength(3));
    expect(screen.getAllByTestId('pie-chart')).toHaveLength(2);
  });

  test('This Week: a new request, the URL keeps it; one day shows its hours only', async () => {
    const fetchMock = serve((q) =>
      q.get('date_range') === 'this_week'
        ? salesSummary({
            date_range: 'this_week',
            from: '2026-02-11',
            to: '2026-02-11',
            by_day: { unit: 'hour', rows: salesSummary().by_hour },
          })
        : salesSummary(),
    );
    renderReport(<SalesSummaryScreen />);
    await screen.findByRole('table', { name: 'Sales by day' });
    chooseOption('Date range', 'This week');
    expect(pushed).toEqual(['/reports/sales_summary?range=this_week']);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Sales by day' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Sales by hour of day' })).toBeInTheDocument();
    expect(asked(fetchMock).map((q) => q.date_range)).toEqual(['last_month', 'this_week']);
  });

  test('the CSV holds what the page shows: figures, comparison and every table, totals equal to the cards', async () => {
    serve(salesSummary());
    renderReport(<SalesSummaryScreen />);
    await screen.findByRole('table', { name: 'Sales by day' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download.mock.calls[0]![1]).toBe('sales-summary-2026-02-10-to-2026-02-11.csv');
    const lines = exportedLines(download);
    expect(lines.slice(0, 9)).toEqual([
      'Sales Summary,Downtown,2026-02-10,2026-02-11',
      '',
      'Figures',
      'Figure,This period,Previous period,Change (%)',
      'Orders,4,5,-20.0',
      'Gross sales,172.00,132.27,30.0',
      'Refunds and cancellations,10.00,0.00,',
      'Discounts,13.20,0.00,',
      'Net sales,148.80,132.27,12.5',
    ]);
    const section = (title: string) => lines.slice(lines.indexOf(title), lines.indexOf('', lines.indexOf(title)));
    expect(section('Sales by day')).toEqual([
      'Sales by day',
      'Day,Orders,Net sales,Taxes,Tips,Total collected',
      '2026-02-10,2,46.80,7.01,4.80,64.58',
      '2026-02-11,2,102.00,15.30,11.16,132.45',
      'Total,4,148.80,22.31,15.96,197.03',
    ]);
    expect(section('Sales by payment mode')).toContain('Card on delivery,0,0.00,0.00,0.00,0.00');
    expect(section('Top items by sales')).toEqual([
      'Top items by sales',
      'Item,Quantity,Sales',
      'Platter,1,100.00',
      'Poutine,3,39.00',
      'Other items,2,23.00',
      'Total,6,162.00',
    ]);
  });

  test('in French: texts, amounts and a CSV with ";"', async () => {
    serve(salesSummary());
    renderReport(<SalesSummaryScreen />, 'fr');
    await screen.findByText('Ventes nettes', { selector: 'dt' });
    expect(card('Ventes nettes')).toHaveTextContent('148,80 $');
    expect(card('Ventes nettes')).toHaveTextContent('En hausse de 12,5 %');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    const lines = exportedLines(download);
    expect(lines).toContain('Ventes nettes;148,80;132,27;12,5');
    expect(lines).toContain('Total;4;148,80;22,31;15,96;197,03');
  });

  test('an empty range says so; a failure offers a retry', async () => {
    const empty = salesSummary({
      figures: { ...salesSummary().figures, orders: 0, cancelled_orders: 0 },
    });
    serve(empty);
    const view = renderReport(<SalesSummaryScreen />);
    expect(await screen.findByRole('heading', { name: 'No sales in this range' })).toBeInTheDocument();
    view.unmount();

    const fn = serve(salesSummary());
    const fallback = fn.getMockImplementation()!;
    let fail = true;
    fn.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fail && String(input).includes('sales_summary'))
        return {
          ok: false,
          status: 403,
          json: async () => ({ message: 'You do not have permission to do this.' }),
        } as Response;
      return fallback(input, init);
    });
    renderReport(<SalesSummaryScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be loaded. You do not have permission to do this.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Sales by day' })).toBeInTheDocument();
  });
});
