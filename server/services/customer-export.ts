import { CUSTOMER_EXPORT_COLUMNS, type CustomerListQuery } from '../../lib/contract';
import type { Db } from '../db/client';
import { allCustomers } from './customers';
import { csvField, dollars } from './order-export';

const csvLine = (fields: string[]) => fields.map(csvField).join(',') + '\r\n';

/** The customer list as CSV (search and sort as on screen): money in dollars, last order as an ISO instant. */
export async function customersCsv(db: Db, businessId: string, q: Pick<CustomerListQuery, 'search' | 'sort'>) {
  const rows = await allCustomers(db, businessId, q);
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
