import { csvCell, reportCsv, reportFileName, ROW_KIND, type ReportTableModel } from '@/components/reports/report-table';
import { parseCsv } from '@/lib/menu-csv';

const table: ReportTableModel = {
  id: 'by-day',
  title: 'Sales by day',
  columns: [
    { key: 'day', label: 'Day', kind: 'day' },
    { key: 'orders', label: 'Orders', kind: 'count' },
    { key: 'sales', label: 'Net sales', kind: 'money' },
    { key: 'change', label: 'Change (%)', kind: 'percent' },
  ],
  rows: [
    { day: '2025-03-10', orders: 2, sales: 468000, change: -12.345 },
    { day: '2025-03-11', orders: 1, sales: 5, change: null },
  ],
  total: { day: 'Total', orders: 3, sales: 468005, change: 0 },
};
const names: ReportTableModel = {
  id: 'items',
  title: 'Top items; by sales',
  columns: [
    { key: 'name', label: 'Item', kind: 'text' },
    { key: 'value', label: 'Value', kind: 'money' },
  ],
  rows: [
    { name: '=HYPERLINK("x")', value: 100 },
    { name: 'Poutine, large', value: 2, [ROW_KIND]: 'count' },
  ],
};

describe('report CSV', () => {
  test('English: commas, dollars with two decimals, days as YYYY-MM-DD, a BOM first, CRLF lines', () => {
    const text = reportCsv([table], {
      french: false,
      heading: ['Sales Summary', 'Downtown', '2025-03-10', '2025-03-11'],
    });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Sales Summary,Downtown,2025-03-10,2025-03-11',
      '',
      'Sales by day',
      'Day,Orders,Net sales,Change (%)',
      '2025-03-10,2,4680.00,-12.3',
      '2025-03-11,1,0.05,',
      'Total,3,4680.05,0.0',
      '',
    ]);
  });

  test('French: ";" between cells and a decimal comma; tables apart, text quoted and guarded', () => {
    const text = reportCsv([table, names], { french: true });
    const lines = text.slice(1).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Sales by day',
      'Day;Orders;Net sales;Change (%)',
      '2025-03-10;2;4680,00;-12,3',
      '2025-03-11;1;0,05;',
      'Total;3;4680,05;0,0',
    ]);
    // A title with ";" is quoted; a formula is written as text; a count row of a money column stays a count.
    expect(lines.slice(5)).toEqual([
      '',
      '"Top items; by sales"',
      'Item;Value',
      `"'=HYPERLINK(""x"")";1,00`,
      'Poutine, large;2',
      '',
    ]);
    // What a spreadsheet reads back: the same cells.
    const parsed = parseCsv(text, ';').records.map((r) => r.cells);
    expect(parsed[2]).toEqual(['2025-03-10', '2', '4680,00', '-12,3']);
    expect(parsed[8]).toEqual(['Poutine, large', '2']);
  });

  test('cells and file names', () => {
    expect(csvCell(-1234, 'money', false)).toBe('-12.34');
    expect(csvCell(7.25, 'percent', true)).toBe('7,3');
    expect(csvCell(null, 'money', false)).toBe('');
    expect(reportFileName('sales-summary', '2025-02-01', '2025-02-28')).toBe(
      'sales-summary-2025-02-01-to-2025-02-28.csv',
    );
    expect(reportFileName('sales-summary', '2025-02-01', '2025-02-01')).toBe('sales-summary-2025-02-01.csv');
  });
});
