import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { BillingBanner } from '@/components/shell/BillingBanner';
import type { UserReply } from '@/lib/contract';
import fr from '@/messages/fr.json';
import { mockFetch, renderScreen } from '../support/render';
import { userReply } from '../support/shell-fixtures';

let mockPathname = '/dashboard';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => mockPathname,
}));

const TEXT = 'Billing plan setup is incomplete. Choose a plan to go live.';

function renderWith(reply: UserReply) {
  const view = renderScreen(<BillingBanner />);
  view.client.setQueryData(['account', 'user'], reply);
  return view;
}

beforeEach(() => {
  mockPathname = '/dashboard';
  mockFetch({});
});

test('a business without a plan sees the banner with a Select Plan link to /settings/billing', async () => {
  renderWith(userReply({ planName: null }));
  expect(await screen.findByText(TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/settings/billing');
});

test('hidden once the business has a plan', () => {
  renderWith(userReply({ planName: 'Basic' }));
  expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Select Plan' })).not.toBeInTheDocument();
});

test('hidden for a user without a business yet', () => {
  renderWith({ ...userReply({ planName: null }), business: null });
  expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
});

test('on the billing page itself the banner stays but the button goes', async () => {
  mockPathname = '/settings/billing';
  renderWith(userReply({ planName: null }));
  expect(await screen.findByText(TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Select Plan' })).not.toBeInTheDocument();
});

test('goes as soon as the account shows a plan', async () => {
  const view = renderWith(userReply({ planName: null }));
  expect(await screen.findByText(TEXT)).toBeInTheDocument();
  view.client.setQueryData(['account', 'user'], userReply({ planName: 'Basic' }));
  await waitFor(() => expect(screen.queryByText(TEXT)).not.toBeInTheDocument());
});

test('in French', async () => {
  const client = new QueryClient();
  client.setQueryData(['account', 'user'], userReply({ planName: null }));
  render(
    <NextIntlClientProvider locale="fr" messages={fr}>
      <QueryClientProvider client={client}>
        <BillingBanner />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  expect(
    await screen.findByText(
      'La configuration de la facturation est incomplète. Choisissez un forfait pour être en ligne.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choisir un forfait' })).toHaveAttribute('href', '/settings/billing');
});
