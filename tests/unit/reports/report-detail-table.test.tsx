import { act, fireEvent, screen, within } from '@testing-library/react';
import { ReportDetailTable } from '@/components/reports/ReportDetailTable';
import type { ReportTableModel } from '@/components/reports/report-table';
import { renderScreen } from '../support/render';

const orders: ReportTableModel = {
  id: 'orders',
  title: 'Orders',
  columns: [
    { key: 'order', label: 'Order', kind: 'text' },
    { key: 'fee', label: 'Fee', kind: 'money' },
  ],
  rows: Array.from({ length: 60 }, (_, i) => ({ order: `#${1000 + i}`, fee: 299 })),
  total: { order: 'Total', fee: 60 * 299 },
};

const table = () => screen.getByRole('table', { name: 'Orders' });
// The head row and the total row frame the orders shown.
const shownOrders = () => within(table()).getAllByRole('row').length - 2;

test('a long table shows its first rows and the total of all; "Show all" brings the rest', () => {
  renderScreen(<ReportDetailTable table={orders} currency="CAD" firstRows={50} />);
  expect(shownOrders()).toBe(50);
  expect(within(table()).queryByText('#1050')).not.toBeInTheDocument();
  expect(within(table()).getAllByRole('row').at(-1)).toHaveTextContent('TotalCA$179.40');
  fireEvent.click(screen.getByRole('button', { name: 'Show all 60 rows' }));
  expect(shownOrders()).toBe(60);
  expect(within(table()).getByText('#1059')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
});

test('printing shows every row: paper has no button to press', () => {
  renderScreen(<ReportDetailTable table={orders} currency="CAD" firstRows={50} />);
  expect(screen.getByRole('button', { name: 'Show all 60 rows' }).closest('[data-print-hide]')).not.toBeNull();
  act(() => void window.dispatchEvent(new Event('beforeprint')));
  expect(shownOrders()).toBe(60);
});

test('a table within its first rows has no button', () => {
  renderScreen(
    <ReportDetailTable table={{ ...orders, rows: orders.rows.slice(0, 50) }} currency="CAD" firstRows={50} />,
  );
  expect(shownOrders()).toBe(50);
  expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
});
