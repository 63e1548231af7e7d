import type { DoordashReport, DriverReport, Reconciliation, TimesheetReport } from '@/lib/contract';

/** The timesheet report of the API's tests (server-staff-reports): Ana and Ben, 6 to 8 March 2026. */
export function timesheetReport(over: Partial<TimesheetReport> = {}): TimesheetReport {
  return {
    from: '2026-03-06',
    to: '2026-03-08',
    daily_limit: 480,
    staff: [
      {
        staff_id: 'ana',
        name: 'Ana Aubin',
        days: [
          { date: '2026-03-06', minutes: 600, overtime_minutes: 120, shifts: 2, open_shifts: 0 },
          { date: '2026-03-07', minutes: 300, overtime_minutes: 0, shifts: 1, open_shifts: 0 },
          { date: '2026-03-08', minutes: 0, overtime_minutes: 0, shifts: 1, open_shifts: 1 },
        ],
        total_minutes: 900,
        overtime_minutes: 120,
        regular_minutes: 780,
        open_shifts: 1,
      },
      {
        staff_id: 'ben',
        name: 'Ben Boucher',
        days: [{ date: '2026-03-07', minutes: 570, overtime_minutes: 90, shifts: 1, open_shifts: 0 }],
        total_minutes: 570,
        overtime_minutes: 90,
        regular_minutes: 480,
        open_shifts: 0,
      },
    ],
    totals: { total_minutes: 1470, overtime_minutes: 210, regular_minutes: 1260, open_shifts: 1 },
    members: [
      { staff_id: 'ana', name: 'Ana Aubin' },
      { staff_id: 'ben', name: 'Ben Boucher' },
      { staff_id: 'cleo', name: 'Cleo Caron' },
    ],
    ...over,
  };
}

const delivery = (
  n: string,
  mode: DriverReport['drivers'][number]['orders'][number]['payment_mode'],
  total: number,
  fee: number,
  tip: number,
) => {
  const cash = mode === 'cash' ? total : 0;
  return {
    order_id: `o-${n}`,
    order_number: n,
    date: '2026-03-12',
    created_at: '2026-03-12T16:00:00.000Z',
    customer_name: `Customer ${n}`,
    address: '1 Main Street',
    payment_mode: mode,
    total,
    delivery_fee: fee,
    tip,
    cash_collected: cash,
    cash_owed: cash ? cash - tip : 0,
  };
};

/** The driver report of the API's tests: Ana's four deliveries and Ben's one on 12 March 2026. */
export function driverReport(over: Partial<DriverReport> = {}): DriverReport {
  return {
    from: '2026-03-12',
    to: '2026-03-12',
    drivers: [
      {
        staff_id: 'ana',
        name: 'Ana Aubin',
        orders: [
          delivery('D1', 'cash', 4250, 399, 500),
          delivery('D2', 'card_pay_on_delivery', 3000, 399, 300),
          delivery('D3', 'card_online', 2000, 299, 200),
          delivery('D4', 'cash', 1800, 399, 0),
        ],
        deliveries: 4,
        delivery_fees: 1496,
        tips: 1000,
        cash_collected: 6050,
        card_collected: 3000,
        cash_owed: 5550,
        card_tips: 500,
      },
      {
        staff_id: 'ben',
        name: 'Ben Boucher',
        orders: [delivery('D5', 'cash', 5100, 499, 700)],
        deliveries: 1,
        delivery_fees: 499,
        tips: 700,
        cash_collected: 5100,
        card_collected: 0,
        cash_owed: 4400,
        card_tips: 0,
      },
    ],
    totals: {
      deliveries: 5,
      delivery_fees: 1995,
      tips: 1700,
      cash_collected: 11150,
      card_collected: 3000,
      cash_owed: 9950,
      card_tips: 500,
    },
    members: [
      { staff_id: 'ana', name: 'Ana Aubin' },
      { staff_id: 'ben', name: 'Ben Boucher' },
    ],
    ...over,
  };
}

const ddOrder = (n: string, date: string, value: number, fee: number, tip: number) => ({
  order_id: `o-${n}`,
  order_number: n,
  date,
  created_at: `${date}T17:00:00.000Z`,
  status: 'completed' as const,
  customer_name: 'Fixture Customer',
  order_value: value,
  delivery_fee: fee,
  tip,
  doordash_fee: 975,
  dasher_tip: tip,
  difference: fee + tip - 975 - tip,
  invoice_status: null,
  billed: null,
  differences: [],
});

/** DoorDash deliveries of February 2026 (the API's tests), before any invoice. */
export function doordashReport(over: Partial<DoordashReport> = {}): DoordashReport {
  return {
    from: '2026-02-01',
    to: '2026-02-28',
    reports: [
      ddOrder('2001', '2026-02-03', 2000, 499, 300),
      ddOrder('2002', '2026-02-10', 3500, 499, 500),
      ddOrder('2003', '2026-02-15', 1500, 399, 0),
    ],
    totals: {
      orders: 3,
      order_value: 7000,
      delivery_fee: 1397,
      tip: 800,
      doordash_fee: 2925,
      dasher_tip: 800,
      difference: 1397 - 2925,
    },
    invoices: [],
    ...over,
  };
}

/** The February invoice imported: 2001 matched, 2002's drive fee billed 12.75, 9999 unknown, 2003 missing from it. */
export const FEBRUARY_INVOICE: Reconciliation = {
  invoice: {
    id: 'inv-feb',
    from: '2026-02-01',
    to: '2026-02-28',
    file_name: 'feb.csv',
    imported_at: '2026-02-25T15:00:00.000Z',
    imported_by: 'Test User',
    lines: 3,
  },
  lines: [
    {
      line: 2,
      order_ref: '2001',
      order_value: 2000,
      drive_fee: 975,
      dasher_tip: 300,
      status: 'matched',
      differences: [],
      order_id: 'o-2001',
      order_number: '2001',
    },
    {
      line: 3,
      order_ref: '2002',
      order_value: 3500,
      drive_fee: 1275,
      dasher_tip: 500,
      status: 'differs',
      differences: [{ field: 'drive_fee', ours: 975, billed: 1275 }],
      order_id: 'o-2002',
      order_number: '2002',
    },
    {
      line: 4,
      order_ref: '9999',
      order_value: 3000,
      drive_fee: 975,
      dasher_tip: 200,
      status: 'missing_in_orders',
      differences: [],
      order_id: null,
      order_number: null,
    },
  ],
  missing_in_invoice: [
    { order_id: 'o-2003', order_number: '2003', date: '2026-02-15', order_value: 1500, drive_fee: 975, dasher_tip: 0 },
  ],
  counts: { matched: 1, differs: 1, missing_in_orders: 1, duplicate: 0, missing_in_invoice: 1 },
};

/** The same deliveries once the February invoice is imported. */
export function reconciledReport(): DoordashReport {
  const base = doordashReport();
  const [a, b, c] = base.reports;
  return {
    ...base,
    reports: [
      { ...a!, invoice_status: 'matched', billed: { order_value: 2000, drive_fee: 975, dasher_tip: 300 } },
      {
        ...b!,
        invoice_status: 'differs',
        billed: { order_value: 3500, drive_fee: 1275, dasher_tip: 500 },
        differences: [{ field: 'drive_fee', ours: 975, billed: 1275 }],
      },
      { ...c!, invoice_status: 'missing_in_invoice' },
    ],
    invoices: [FEBRUARY_INVOICE],
  };
}
