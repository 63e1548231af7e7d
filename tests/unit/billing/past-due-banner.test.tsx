import { screen, waitFor } from '@testing-library/react';
import { BillingBanner } from '@/components/shell/BillingBanner';
import { mockFetch, renderScreen } from '../support/render';
import { userReply } from '../support/shell-fixtures';
import { active, PLANS, subscriptionBody } from './fixtures';

jest.mock('next/navigation', () => ({ usePathname: () => '/dashboard' }));

const REASON = 'Your card was declined when we charged the renewal. Update your card to keep your plan.';

function pastDueUser(role: 'owner' | 'manager' = 'owner') {
  const reply = userReply({ planName: 'Premium', role });
  reply.business!.subscription.status = 'past_due';
  return reply;
}

test('past due: the bank’s reason and an Update card button to the billing card form', async () => {
  const billing = active(PLANS[2]!, {
    status: 'past_due',
    past_due: { since: '2025-02-15T00:00:00.000Z', attempts: 1, next_retry_at: null, reason: REASON },
  });
  mockFetch({ 'GET /api/v1/subscription': { status: 200, body: subscriptionBody(billing) } });
  const { client } = renderScreen(<BillingBanner />);
  client.setQueryData(['account', 'user'], pastDueUser());
  expect(await screen.findByText(REASON)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/settings/billing?card=update');
  expect(screen.queryByRole('link', { name: 'Select Plan' })).not.toBeInTheDocument();
});

test('past due before the reason has loaded: a general text, the same button', async () => {
  mockFetch({ 'GET /api/v1/subscription': { status: 500, body: { message: 'Server error.' } } });
  const { client } = renderScreen(<BillingBanner />);
  client.setQueryData(['account', 'user'], pastDueUser());
  expect(await screen.findByText('Your last payment failed. Update your card to keep your plan.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Update card' })).toBeInTheDocument();
});

test('staff of a past-due business get no billing banner and no billing call (billing is the owner’s)', async () => {
  const fetchMock = mockFetch({ 'GET /api/v1/user': { status: 200, body: pastDueUser('manager') } });
  const { client } = renderScreen(<BillingBanner />);
  await waitFor(() => expect(client.getQueryData(['account', 'user'])).toBeDefined());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/user']);
});
