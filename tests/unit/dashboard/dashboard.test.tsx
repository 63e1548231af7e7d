import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DashboardFigures } from '@/components/dashboard/DashboardFigures';
import { SalesOverview } from '@/components/dashboard/SalesOverview';
import type { Dashboard } from '@/lib/contract';
import { renderScreen } from '../support/render';

function series(days: number, salesOf: (i: number) => number) {
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10, 22 - (days - 1) + i));
    return { date: d.toISOString().slice(0, 10), orders: salesOf(i) ? 2 : 0, sales: salesOf(i) };
  });
}

const base: Omit<Dashboard, 'series'> = {
  location_id: 'l1',
  timezone: 'America/Toronto',
  currency: 'USD',
  today: { orders: 4, sales: 123456 },
  week: { orders: 27, sales: 987605 },
  average_ticket: 3658,
  open_orders: 3,
};
const week: Dashboard = { ...base, series: series(7, (i) => (i === 5 ? 25000 : i === 6 ? 1050 : 0)) };
const month: Dashboard = { ...base, series: series(30, (i) => (i % 10 === 0 ? 10000 : 0)) };

/** GET /api/v1/dashboard?days=N answers the N-day reply; every URL is kept to check the query. */
function mockDashboard() {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/dashboard') throw new Error(`Unexpected call ${url.pathname}`);
    const dashboard = url.searchParams.get('days') === '30' ? month : week;
    return { ok: true, status: 200, json: async () => ({ dashboard }) } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
const daysAsked = (fn: jest.Mock) =>
  fn.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('days'));

// The chart draws with SVG measurements jsdom does not have; its data is checked through the
// summary and the screen-reader table, which get the same figures.
jest.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => null }));

describe('DashboardFigures', () => {
  test('shows the figures of the reply, money formatted from cents', async () => {
    const fetchMock = mockDashboard();
    renderScreen(<DashboardFigures />);
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'true');
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(figure("Today's sales")).toBe('$1,234.56'));
    expect(figure("Today's orders")).toBe('4');
    expect(figure("This week's orders")).toBe('27');
    expect(figure("This week's sales")).toBe('$9,876.05');
    expect(figure('Average ticket, last 7 days')).toBe('$36.58');
    expect(figure('Open orders')).toBe('3');
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'false');
    expect(daysAsked(fetchMock)).toEqual(['7']);
  });
});

describe('SalesOverview', () => {
  test('summarises the last 7 days, and the 30-day toggle asks for days=30', async () => {
    const fetchMock = mockDashboard();
    renderScreen(<SalesOverview />);
    expect(await screen.findByText(/Last 7 days: \$260\.50 in 4 orders\./)).toBeInTheDocument();
    expect(screen.getByText(/Best day: Saturday, November 21, \$250\.00\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales per day, last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: /Sunday, November 22/ })).toHaveTextContent('$10.50');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(await screen.findByText(/Last 30 days: \$300\.00 in 6 orders\./)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sales per day, last 30 days' })).toBeInTheDocument();
    expect(daysAsked(fetchMock)).toEqual(['7', '30']);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });
});
