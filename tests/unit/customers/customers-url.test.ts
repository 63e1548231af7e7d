import { customersParams, customersSearch, readCustomersState } from '@/components/customers/customers-url';

describe('the customer list’s URL', () => {
  test('a plain URL is the first page of 25, whoever ordered last first', () => {
    const state = readCustomersState(new URLSearchParams(''));
    expect(state).toEqual({ search: '', page: 1, perPage: 25, sort: '-last_order_at' });
    expect(customersSearch(state)).toBe('');
  });

  test('what the URL holds is read back as written, and sent to the API', () => {
    const state = readCustomersState({ q: 'grace', page: '3', size: '50', sort: 'total_spent' });
    expect(customersSearch(state)).toBe('?q=grace&page=3&size=50&sort=total_spent');
    expect(customersParams(state)).toEqual({ page: 3, per_page: 50, sort: 'total_spent', search: 'grace' });
  });

  test('anything the API would refuse falls back to its default rather than failing', () => {
    const state = readCustomersState({ page: '-2', size: '7', sort: 'email', q: 'x'.repeat(80) });
    expect(state).toEqual({ search: 'x'.repeat(64), page: 1, perPage: 25, sort: '-last_order_at' });
    // Spaces alone search nothing.
    expect(customersParams(readCustomersState({ q: '   ' })).search).toBeUndefined();
  });
});
