import { fireEvent, screen, within } from '@testing-library/react';
import { BottomMenu } from '@/components/shell/BottomMenu';
import { visibleMenu } from '@/lib/navigation';
import en from '@/messages/en.json';
import { renderScreen } from '../support/render';
import { employeeMenu, ownerMenu } from '../support/shell-fixtures';

const bar = () => screen.getByRole('navigation', { name: en.nav.bottomMenuLabel });

test('the first four main entries link to their pages, the current one marked, and More opens the menu', () => {
  const onMore = jest.fn();
  renderScreen(<BottomMenu groups={visibleMenu(ownerMenu)} pathname="/order-history" onMore={onMore} />);
  const links = within(bar()).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/getting-started',
    '/dashboard',
    '/order-history',
    '/future-orders',
  ]);
  expect(within(bar()).getByRole('link', { name: en.nav.entries.orderHistory })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(bar()).getByRole('link', { name: en.nav.entries.dashboard })).not.toHaveAttribute('aria-current');

  fireEvent.click(within(bar()).getByRole('button', { name: en.nav.more }));
  expect(onMore).toHaveBeenCalledTimes(1);
});

test('a page outside the bar marks none of its entries', () => {
  renderScreen(<BottomMenu groups={visibleMenu(employeeMenu)} pathname="/change-password" onMore={() => {}} />);
  expect(within(bar()).getAllByRole('link')).toHaveLength(3);
  for (const link of within(bar()).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
});
