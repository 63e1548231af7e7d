import { screen, within } from '@testing-library/react';
import { MainShell } from '@/components/shell/MainShell';
import { allPermissions, type UserReply } from '@/lib/contract';
import { mockFetch, renderScreen } from '../support/render';

// The chrome pieces are tested on their own; here only the frame and its route gate count.
jest.mock('@/components/shell/BillingBanner', () => ({ BillingBanner: () => null }));
jest.mock('@/components/shell/Breadcrumbs', () => ({ Breadcrumbs: () => null }));
jest.mock('@/components/shell/LocationSwitcher', () => ({ LocationSwitcher: () => null }));
jest.mock('@/components/shell/NavigationProgress', () => ({ NavigationProgress: () => null }));
jest.mock('@/components/shell/IdleLock', () => ({
  IdleLock: ({ timeoutMs }: { timeoutMs: number }) => <span data-testid="idle-lock">{timeoutMs}</span>,
  soonerIdleLock: jest.requireActual('@/components/shell/IdleLock').soonerIdleLock,
}));
jest.mock('@/components/shell/PageTransition', () => ({ PageTransition: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

let pathname = '/dashboard';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

function reply(role: 'owner' | 'employee'): UserReply {
  return {
    user: {
      _id: role === 'owner' ? 'u1' : 'u2',
      first_name: 'Sam',
      last_name: 'Staff',
      email: 'sam@example.com',
      alt_phone_number: null,
      role,
      onboard_status: null,
      business: 'b1',
      location: 'l1',
      staff: null,
      permissions: role === 'owner' ? allPermissions(true) : { ...allPermissions(false), orders: true },
    },
    business: {
      _id: 'b1',
      name: 'Demo Bistro',
      type: 't1',
      slug: 'demo-bistro',
      website: null,
      location_name: null,
      email: 'owner@example.com',
      primary_user_id: 'u1',
      code: 'DEMO42',
      logo_url: null,
      subscription: { plan_name: 'Premium', status: 'active', feature_availability: { website_manager: true } },
      locations: [],
      location: 'l1',
      setting: { pick_up: { is_pick_up_available: true }, delivery: { is_delivery_available: false } },
    },
  };
}

const checklist = {
  getting_started: {
    store_setup: true,
    menu_manager: true,
    online_ordering_setup: false,
    payment_setup: false,
    website_widget_setup: false,
    restaurant_app_setup: false,
    place_a_test_order: false,
    total: 7,
    completed: 2,
  },
};

function renderShell(role: 'owner' | 'employee') {
  mockFetch({ 'GET /api/v1/getting-started': { status: 200, body: checklist } });
  return renderScreen(
    <MainShell initialUser={reply(role)} idleLockMs={1234} notFound={<p>Refused here</p>}>
      <p>The page</p>
    </MainShell>,
  );
}

test('renders the page in the frame with the server-given account, no spinner, and the idle lock timeout', async () => {
  pathname = '/dashboard';
  renderShell('owner');
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(screen.getByText('Demo Bistro')).toBeInTheDocument();
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
  await screen.findByRole('link', { name: /Getting Started/ });
});

test('the same route is the page for the owner', async () => {
  pathname = '/manage/menu';
  renderShell('owner');
  expect(screen.getByText('The page')).toBeInTheDocument();
  await screen.findByRole('link', { name: /Getting Started, 2 of 7/ });
});
