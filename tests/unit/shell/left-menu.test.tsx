import { act, fireEvent, screen, within } from '@testing-library/react';
import { LeftMenu } from '@/components/shell/LeftMenu';
import { OPENED_KEYS, SELECTED_KEYS } from '@/components/shell/use-menu-state';
import { visibleMenu, type MenuContext } from '@/lib/navigation';
import { renderScreen } from '../support/render';
import { employeeMenu as employee, ownerMenu } from '../support/shell-fixtures';

const owner: MenuContext = { ...ownerMenu, gettingStarted: { completed: 3, total: 7 } };

function renderMenu(ctx: MenuContext, pathname = '/dashboard', compact = false) {
  return renderScreen(
    <LeftMenu
      groups={visibleMenu(ctx)}
      pathname={pathname}
      compact={compact}
      mobile={false}
      mobileOpen={false}
      onMobileClose={() => {}}
      productName="Merchant Portal"
    />,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

beforeEach(() => localStorage.clear());

test('an owner sees every group, and a group opens and closes, remembered in local storage', () => {
  renderMenu(owner);
  for (const name of ['Reports', 'Online Ordering', 'Catering', 'Settings', 'Website Manager']) {
    expect(within(nav()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  }
  expect(within(nav()).queryByRole('link', { name: 'Sales Summary' })).not.toBeInTheDocument();

  fireEvent.click(within(nav()).getByRole('button', { name: 'Reports' }));
  expect(within(nav()).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav()).getByRole('link', { name: 'Sales Summary' })).toHaveAttribute('href', '/reports/sales_summary');
  expect(JSON.parse(localStorage.getItem(OPENED_KEYS)!)).toEqual(['reports']);

  fireEvent.click(within(nav()).getByRole('button', { name: 'Reports' }));
  expect(JSON.parse(localStorage.getItem(OPENED_KEYS)!)).toEqual([]);
});

test('the current page is selected and stored, and its group opens on arrival', () => {
  renderMenu(owner, '/settings/billing');
  expect(within(nav()).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav()).getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  expect(JSON.parse(localStorage.getItem(SELECTED_KEYS)!)).toEqual(['billing']);
  expect(JSON.parse(localStorage.getItem(OPENED_KEYS)!)).toEqual(['settings']);
});

test('opened groups come back from local storage', () => {
  localStorage.setItem(OPENED_KEYS, JSON.stringify(['catering']));
  renderMenu(owner);
  expect(within(nav()).getByRole('link', { name: 'Catering Settings' })).toHaveAttribute('href', '/settings/catering');
  expect(within(nav()).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'false');
});

test('an employee with the orders flag sees no groups, only the dashboard and order entries', () => {
  renderMenu(employee);
  expect(within(nav()).queryAllByRole('button')).toHaveLength(0);
  const links = within(nav())
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(links).toEqual(['/dashboard', '/order-history', '/future-orders']);
});

test('getting started shows its counter', () => {
  renderMenu(owner);
  const link = within(nav()).getByRole('link', { name: 'Getting Started, 3 of 7 steps done' });
  expect(link).toHaveTextContent('3/7');
});

test('without a business code the entries are disabled, except getting started and business', () => {
  renderMenu({ ...owner, hasBusinessCode: false });
  const dashboard = within(nav()).getByRole('link', { name: 'Dashboard' });
  expect(dashboard).toHaveAttribute('aria-disabled', 'true');
  expect(dashboard).not.toHaveAttribute('href');
  expect(within(nav()).getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/setup/store?tab=store');
  expect(within(nav()).getByRole('link', { name: /Getting Started/ })).not.toHaveAttribute('aria-disabled');
});

test('collapsed to icons, entries keep their names and groups show their entries flat', async () => {
  renderMenu(owner, '/dashboard', true);
  expect(within(nav()).queryByRole('button', { name: 'Reports' })).not.toBeInTheDocument();
  expect(within(nav()).getByRole('link', { name: 'Sales Summary' })).toBeInTheDocument();
  expect(within(nav()).getByRole('list', { name: 'Reports' })).toBeInTheDocument();
  await act(async () => {});
});
