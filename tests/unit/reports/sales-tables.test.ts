import { changeOf, toneOf } from '@/components/reports/sales-summary/comparison';
import { salesTables, tablesInOrder } from '@/components/reports/sales-summary/sales-tables';
import { FIGURES, salesSummary } from './sales-fixture';

const texts = {
  t: (key: string) => key,
  orderType: (type: string) => `type:${type}`,
  paymentMode: (mode: string) => `mode:${mode}`,
};

describe('the sales summary tables', () => {
  test('each breakdown closes with the figures, which its rows add up to', () => {
    const tables = salesTables(salesSummary(), texts);
    for (const table of [tables.byDay!, tables.byHour, tables.byOrderType, tables.byPaymentMode]) {
      for (const key of ['orders', 'net_sales', 'taxes', 'tips', 'total_collected'] as const) {
        const sum = table.rows.reduce((s, r) => s + Number(r[key]), 0);
        expect([table.id, key, sum]).toEqual([table.id, key, FIGURES[key]]);
        expect(table.total![key]).toBe(FIGURES[key]);
      }
    }
    expect(tables.byOrderType.rows.map((r) => r.key)).toEqual([
      'type:pickup',
      'type:delivery',
      'type:dine_in',
      'type:catering',
    ]);
    expect(tables.byHour.rows[16]).toMatchObject({ key: '16:00', net_sales: 9000 });
  });

  test('top items close with the other items, then all of them', () => {
    const { topByQuantity } = salesTables(salesSummary(), texts);
    expect(topByQuantity.rows).toEqual([
      { name: 'Poutine', quantity: 3, sales: 3900 },
      { name: 'Platter', quantity: 1, sales: 10000 },
      { name: 'otherItems', quantity: 2, sales: 2300 },
    ]);
    expect(topByQuantity.total).toEqual({ name: 'total', quantity: 6, sales: 16200 });
  });

  test('figures with the previous period and the change; one day has no by-day table', () => {
    const { figures } = salesTables(salesSummary(), texts);
    expect(figures.rows.find((r) => r.figure === 'figures.net_sales')).toEqual({
      figure: 'figures.net_sales',
      current: 14880,
      previous: 13227,
      change: ((14880 - 13227) / 13227) * 100,
    });
    expect(figures.rows.find((r) => r.figure === 'figures.orders')).toMatchObject({ change: -20, $kind: 'count' });
    expect(figures.rows.find((r) => r.figure === 'figures.refunds')).toMatchObject({ previous: 0, change: null });
    const oneDay = salesTables(
      salesSummary({ from: '2026-02-11', to: '2026-02-11', by_day: { unit: 'hour', rows: salesSummary().by_hour } }),
      texts,
    );
    expect(oneDay.byDay).toBeNull();
    expect(tablesInOrder(oneDay).map((t) => t.id)).toEqual([
      'figures',
      'by-hour',
      'by-order-type',
      'by-payment-mode',
      'top-quantity',
      'top-sales',
    ]);
  });

  test('the comparison: up, down, unchanged, nothing before; more refunds is bad news', () => {
    expect(changeOf(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(changeOf(75, 100)).toEqual({ direction: 'down', percent: -25 });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(10, 0)).toEqual({ direction: 'up', percent: null });
    expect(toneOf('net_sales', changeOf(150, 100))).toBe('good');
    expect(toneOf('refunds', changeOf(150, 100))).toBe('bad');
    expect(toneOf('discounts', changeOf(50, 100))).toBe('good');
    expect(toneOf('tips', changeOf(5, 5))).toBe('neutral');
  });
});
