import type { Customer, Order } from '@/lib/contract';
import { order } from '../orders/fixtures';
import { location, userReply } from '../support/shell-fixtures';

/** A customer who ordered at the fixtures' business (Montréal, Canadian dollars). */
export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    _id: 'c1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '5145550123',
    order_count: 12,
    total_spent: 123450,
    last_order_at: '2024-05-15T14:00:00.000Z',
    blocked: false,
    ...overrides,
  };
}

export const listReply = (customers: Customer[] = [customer()], total = customers.length, page = 1, perPage = 25) => ({
  status: 200,
  body: { customers, total, page, per_page: perPage },
});

/** GET user of an owner whose location counts in Canadian dollars, in Toronto's time zone. */
export function canadianOwner() {
  const here = location('l1', 'Downtown', true);
  here.address.country_details = { _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD' };
  return userReply({ locations: [here] });
}

/** One order of the customer, as GET customer/{id}/orders sends it: completed, by default. */
export const customerOrder = (overrides: Partial<Order> = {}): Order =>
  order({ status: 'completed', order_status: 'completed', completed_at: '2024-05-15T14:40:00.000Z', ...overrides });
