import { CUSTOMER_EXPORT_COLUMNS, type CustomerListQuery } from '../../lib/contract';
import type { Db } from '../db/client';
import { allCustomers, type CustomerPeriod } from './customers';
import { csvField, dollars } from './order-export';

const csvLine = (fields: string[]) => fields.map(csvField).join(',') + '\r\n';

/**
 * The customer list as CSV (search, sort and period as on screen): money in dollars, last order as
 * an ISO instant; with a period the figures are the period's.
 */
export async function customersCsv(
  db: Db,
  businessId: string,
  q: Pick<CustomerListQuery, 'search' | 'sort'>,
  period: CustomerPeriod,
) {
  const rows = await allCustomers(db, businessId, q, period);
  // A byte-order mark so that spreadsheet programs read the accents as UTF-8.
  return (
    '\uFEFF' +
    csvLine([...CUSTOMER_EXPORT_COLUMNS]) +
    rows
      .map((r) =>
        csvLine([
          r.name,
          r.email ?? '',
          r.phone ?? '',
          String(r.order_count),
          dollars(r.total_spent),
          r.last_order_at,
          r.blocked ? 'yes' : 'no',
        ]),
      )
      .join('')
  );
}
