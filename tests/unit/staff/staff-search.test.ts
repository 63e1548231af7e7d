import { matchesSearch } from '@/components/staff/staff-search';

const member = { name: 'Hélène Tremblay', user: { _id: 'u', email: 'helene@bistro.test' }, phone: '5145550123' };

test.each([
  ['', true],
  ['helene', true],
  ['TREMBLAY hél', true],
  ['bistro.test', true],
  ['555012', true],
  ['gagnon', false],
  ['hélène gagnon', false],
])('search %p matches: %p', (query, found) => {
  expect(matchesSearch(member, query)).toBe(found);
});
