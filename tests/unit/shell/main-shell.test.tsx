import { screen, within } from '@testing-library/react';
import { MainShell } from '@/components/shell/MainShell';
import { allPermissions } from '@/lib/contract';
import { gettingStarted } from '../../fixtures/replies';
import { mockFetch, renderScreen } from '../support/render';
import { ordersOnly, userReply } from '../support/shell-fixtures';

// The chrome pieces are tested on their own; here only the frame and its route gate count.
jest.mock('@/components/shell/BillingBanner', () => ({ BillingBanner: () => null }));
jest.mock('@/components/shell/Breadcrumbs', () => ({ Breadcrumbs: () => null }));
jest.mock('@/components/shell/LocationSwitcher', () => ({ LocationSwitcher: () => null }));
jest.mock('@/components/shell/NavigationProgress', () => ({ NavigationProgress: () => null }));
jest.mock('@/components/shell/IdleLock', () => ({
  IdleLock: ({ timeoutMs }: { timeoutMs: number }) => <span data-testid="idle-lock">{timeoutMs}</span>,
  soonerIdleLock: jest.requireActual('@/components/shell/IdleLock').soonerIdleLock,
}));
jest.mock('@/components/shell/PageTransition', () => ({
  PageTransition: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

let pathname = '/dashboard';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

function renderShell(role: 'owner' | 'employee') {
  mockFetch({ 'GET /api/v1/getting-started': { status: 200, body: { getting_started: gettingStarted } } });
  const user = userReply({ role, permissions: role === 'owner' ? allPermissions(true) : ordersOnly });
  return renderScreen(
    <MainShell initialUser={user} idleLockMs={1234} notFound={<p>Refused here</p>}>
      <p>The page</p>
    </MainShell>,
  );
}

test('renders the page in the frame with the server-given account, no spinner, and the idle lock timeout', async () => {
  pathname = '/dashboard';
  renderShell('owner');
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(screen.getByText('Chez Ada')).toBeInTheDocument();
  expect(screen.getByTestId('idle-lock')).toHaveTextContent('1234');
  // The counter follows the checklist query once it answers.
  expect(await screen.findByRole('link', { name: 'Getting Started, 2 of 7 steps done' })).toBeInTheDocument();
});

test('a client navigation to a route hidden from an employee shows the not-found card instead of the page', async () => {
  pathname = '/manage/menu';
  renderShell('employee');
  expect(screen.getByText('Refused here')).toBeInTheDocument();
  expect(screen.queryByText('The page')).not.toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(menu).queryByRole('link', { name: 'Menu Manager' })).not.toBeInTheDocument();
  expect(await within(menu).findByRole('link', { name: 'Order History' })).toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: /Getting Started/ })).not.toBeInTheDocument();
});

test('the same route is the page for the owner', async () => {
  pathname = '/manage/menu';
  renderShell('owner');
  expect(screen.getByText('The page')).toBeInTheDocument();
  await screen.findByRole('link', { name: /Getting Started, 2 of 7/ });
});
