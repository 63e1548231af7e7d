import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ReportFrame, type ReportQuery } from '@/components/reports/ReportFrame';
import type { ReportTableModel } from '@/components/reports/report-table';
import { ReportTable } from '@/components/reports/ReportTable';
import { useReportRange } from '@/components/reports/use-report-range';
import { downloadText } from '@/lib/download';
import { mockFetch } from '../support/render';
import { pushed, resetUrl } from '../support/nav-mock';
import { userReply } from '../support/shell-fixtures';
import { chooseOption, exportedLines, renderReport } from './render-report';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));
const download = downloadText as jest.Mock;

/** A made-up report: shifts per day, to show the frame holds any report. */
interface Shifts {
  from: string;
  to: string;
  rows: { day: string; hours: number; pay: number }[];
}
const tableOf = (d: Shifts): ReportTableModel => ({
  id: 'shifts',
  title: 'Shifts',
  columns: [
    { key: 'day', label: 'Day', kind: 'day' },
    { key: 'hours', label: 'Hours', kind: 'count' },
    { key: 'pay', label: 'Pay', kind: 'money' },
  ],
  rows: d.rows,
  total: { day: 'Total', hours: d.rows.reduce((s, r) => s + r.hours, 0), pay: d.rows.reduce((s, r) => s + r.pay, 0) },
});
const shifts: Shifts = {
  from: '2025-02-01',
  to: '2025-02-28',
  rows: [
    { day: '2025-02-03', hours: 8, pay: 16050 },
    { day: '2025-02-04', hours: 6, pay: 12000 },
  ],
};

const query = (over: Partial<ReportQuery<Shifts>>): ReportQuery<Shifts> => ({
  data: undefined,
  status: 'pending',
  error: null,
  isFetching: true,
  isPlaceholderData: false,
  refetch: jest.fn(),
  ...over,
});

function Harness({ state }: { state: ReportQuery<Shifts> }) {
  const { range, setRange } = useReportRange('America/Toronto', 'this_month');
  return (
    <ReportFrame
      title="Shift report"
      fileName="shifts"
      range={range}
      onRange={setRange}
      timeZone="America/Toronto"
      query={state}
      isEmpty={(d) => d.rows.length === 0}
      emptyTitle="No shifts"
      emptyText="Nobody worked on these days."
      csv={(d) => ({ range: d, tables: [tableOf(d)] })}
    >
      {(d) => <ReportTable table={tableOf(d)} currency="CAD" />}
    </ReportFrame>
  );
}

beforeEach(() => {
  resetUrl('/reports/test');
  download.mockClear();
  mockFetch({ 'GET /api/v1/user': { status: 200, body: userReply() } });
});

describe('ReportFrame', () => {
  test('the range comes from the URL, and a new preset goes into it', async () => {
    resetUrl('/reports/test?range=last_month&staff_id=s1');
    renderReport(<Harness state={query({ status: 'success', data: shifts, isFetching: false })} />);
    const select = screen.getByRole('combobox', { name: 'Date range' });
    expect(select).toHaveDisplayValue('Last month');
    chooseOption('Date range', 'This week');
    expect(pushed).toEqual(['/reports/test?staff_id=s1&range=this_week']);
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue('This week');
  });

  test('a skeleton while loading; the export waits for data', () => {
    renderReport(<Harness state={query({})} />);
    expect(screen.getByLabelText('Loading the report')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('a failed load says why and retries', () => {
    const refetch = jest.fn();
    renderReport(
      <Harness state={query({ status: 'error', error: new Error('Network down.'), isFetching: false, refetch })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The report could not be loaded. Network down.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('an empty report says so, with nothing to export', () => {
    renderReport(<Harness state={query({ status: 'success', data: { ...shifts, rows: [] }, isFetching: false })} />);
    expect(screen.getByRole('heading', { name: 'No shifts' })).toBeInTheDocument();
    expect(screen.getByText('Nobody worked on these days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('the report, its CSV (what is shown) and the print view', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReport(<Harness state={query({ status: 'success', data: shifts, isFetching: false })} />);
    const table = screen.getByRole('table', { name: 'Shifts' });
    expect(table).toHaveTextContent('Feb 3, 2025');
    expect(table).toHaveTextContent('CA$160.50');
    expect(table).toHaveTextContent('CA$280.50');
    // The location's name heads the print view once the account has loaded.
    await waitFor(() =>
      expect(screen.getByText(/Downtown · February 1, 2025 – February 28, 2025/)).toBeInTheDocument(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith(
      expect.any(String),
      'shifts-2025-02-01-to-2025-02-28.csv',
      'text/csv;charset=utf-8',
    );
    expect(exportedLines(download)).toEqual([
      'Shift report,Downtown,2025-02-01,2025-02-28',
      '',
      'Shifts',
      'Day,Hours,Pay',
      '2025-02-03,8,160.50',
      '2025-02-04,6,120.00',
      'Total,14,280.50',
      '',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Buttons and filters are left off the paper; the print heading only shows there.
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByText('Shift report').closest('[data-print-only]')).not.toBeNull();
  });

  test('in French the CSV takes ";" and decimal commas', async () => {
    renderReport(<Harness state={query({ status: 'success', data: shifts, isFetching: false })} />, 'fr');
    await screen.findByText(/Downtown ·/);
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(exportedLines(download).slice(0, 7)).toEqual([
      'Shift report;Downtown;2025-02-01;2025-02-28',
      '',
      'Shifts',
      'Day;Hours;Pay',
      '2025-02-03;8;160,50',
      '2025-02-04;6;120,00',
      'Total;14;280,50',
    ]);
  });
});
