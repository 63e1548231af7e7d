import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { notify as screenNotice } from '@/lib/notices';
import { PlanList } from '@/components/billing/PlanList';
import { createQueryClient } from '@/lib/api/query-client';
import { planKey, type Plan } from '@/lib/contract';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { PLANS } from '@/server/db/reference-data';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userReply } from '../support/shell-fixtures';

jest.mock('@/lib/notices', () => ({ notify: jest.fn() }));

const plan = (id: string, name: string, price: number, features: string[] = []): Plan => ({
  _id: id,
  name,
  price,
  currency: 'USD',
  interval: 'month',
  description: `${name} plan`,
  features,
  feature_availability: { website_manager: name === 'Premium' },
});
const plans = [
  plan('p1', 'Basic', 2900, ['Online ordering']),
  plan('p2', 'Premium', 7950, ['Reservations', 'Website manager']),
];
const plansRoute = { 'GET /api/v1/subscription/plan': { status: 200, body: { plans } } };

beforeEach(() => jest.mocked(screenNotice).mockReset());

const card = (name: string) => screen.getByRole('listitem', { name });
const subscribed = (planName: string | null) => ({
  plan_name: planName,
  status: 'active',
  feature_availability: { website_manager: false },
});

test('one card per plan: name, price from cents, description, features; the current plan marked', async () => {
  mockFetch({ ...plansRoute, 'GET /api/v1/user': { status: 200, body: userReply({ planName: 'Premium' }) } });
  renderScreen(<PlanList />);
  const basic = await screen.findByRole('listitem', { name: 'Basic' });
  // The currency is said once, above the cards; the prices show the bare sign.
  expect(screen.getAllByText('All prices are in US dollars (USD).')).toHaveLength(1);
  expect(within(basic).getByText('$29.00 / month')).toBeInTheDocument();
  // A plan the catalogues know shows their texts (the same as the seed's in English).
  expect(within(basic).getByText('Online ordering for a single restaurant getting started.')).toBeInTheDocument();
  expect(within(basic).getByRole('list', { name: 'Included in Basic' })).toHaveTextContent(
    'Online ordering for pick-up',
  );
  expect(within(basic).getByRole('button', { name: 'Choose' })).toBeEnabled();

  const premium = card('Premium');
  expect(within(premium).getByText('$79.50 / month')).toBeInTheDocument();
  expect(premium).toHaveAttribute('aria-current', 'true');
  expect(within(premium).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  expect(basic).not.toHaveAttribute('aria-current');
});

test('in French: plan names, descriptions and features translated, prices in French, the currency said once', async () => {
  mockFetch({ ...plansRoute, 'GET /api/v1/user': { status: 200, body: userReply({ planName: 'Premium' }) } });
  render(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="America/Toronto">
      <QueryClientProvider client={createQueryClient(jest.fn())}>
        <PlanList />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const basic = await screen.findByRole('listitem', { name: 'Essentiel' });
  expect(screen.getByText('Tous les prix sont en dollars américains (USD).')).toBeInTheDocument();
  expect(within(basic).getByText(/^29,00\s\$ \/ mois$/)).toBeInTheDocument();
  expect(within(basic).getByText('La commande en ligne pour un restaurant qui se lance.')).toBeInTheDocument();
  expect(within(basic).getByRole('list', { name: 'Inclus dans Essentiel' })).toHaveTextContent(
    'Commande en ligne pour emporter',
  );
  expect(within(card('Premium')).getByText('Gestionnaire de site web')).toBeInTheDocument();
  expect(screen.queryByText('Online ordering for pick-up')).not.toBeInTheDocument();
});

test('a plan the catalogues do not know keeps the API texts; mixed currencies show each price in full', async () => {
  const other = { ...plan('p9', 'Harbour', 4500, ['Boat delivery']), currency: 'CAD' };
  mockFetch({
    'GET /api/v1/subscription/plan': { status: 200, body: { plans: [plans[0], other] } },
    'GET /api/v1/user': { status: 200, body: userReply({ planName: null }) },
  });
  renderScreen(<PlanList />);
  const harbour = await screen.findByRole('listitem', { name: 'Harbour' });
  expect(within(harbour).getByText('Harbour plan')).toBeInTheDocument();
  expect(within(harbour).getByText('Boat delivery')).toBeInTheDocument();
  expect(within(harbour).getByText('CA$45.00 / month')).toBeInTheDocument();
  expect(within(card('Basic')).getByText('$29.00 / month')).toBeInTheDocument();
  expect(screen.queryByText(/All prices are in/)).not.toBeInTheDocument();
});

/** The seed's plans are the catalogue's English texts: a plan changed in one place only is caught here. */
test('the English plan texts are the reference data the API serves', () => {
  for (const p of PLANS) {
    const texts = (en.billing.plans as Record<string, { name: string; description: string; features: string[] }>)[
      planKey(p.name)
    ];
    expect(texts).toEqual({ name: p.name, description: p.description, features: [...p.features] });
    expect(Object.keys(fr.billing.plans)).toContain(planKey(p.name));
  }
});

test('a first choice: POST subscription {plan_id} right away, then the account is refetched', async () => {
  let planName: string | null = null;
  const fetchMock = mockFetch({
    ...plansRoute,
    'GET /api/v1/user': () => ({ status: 200, body: userReply({ planName }) }),
    'POST /api/v1/subscription': (body) => {
      planName = plans.find((p) => p._id === (body as { plan_id: string }).plan_id)?.name ?? null;
      return { status: 200, body: { subscription: subscribed(planName) } };
    },
  });
  const { client } = renderScreen(<PlanList />);
  fireEvent.click(
    within(await screen.findByRole('listitem', { name: 'Basic' })).getByRole('button', { name: 'Choose' }),
  );
  await waitFor(() => expect(card('Basic')).toHaveAttribute('aria-current', 'true'));
  expect(sentBody(fetchMock, '/api/v1/subscription')).toEqual({ plan_id: 'p1' });
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/user')).toHaveLength(2);
  expect(
    client.getQueryData<{ business: { subscription: { plan_name: string } } }>(['account', 'user'])?.business
      .subscription.plan_name,
  ).toBe('Basic');
  // No message from the server: the screen says it itself.
  expect(screenNotice).toHaveBeenCalledWith('Your plan is now Basic.', { variant: 'success' });
});

test('changing an existing plan asks first, then PUTs subscription', async () => {
  let planName: string | null = 'Premium';
  const fetchMock = mockFetch({
    ...plansRoute,
    'GET /api/v1/user': () => ({ status: 200, body: userReply({ planName }) }),
    'PUT /api/v1/subscription': (body) => {
      planName = plans.find((p) => p._id === (body as { plan_id: string }).plan_id)?.name ?? null;
      return { status: 200, body: { subscription: subscribed(planName), message: 'Your plan is now Basic.' } };
    },
  });
  const { notify } = renderScreen(<PlanList />);
  fireEvent.click(
    within(await screen.findByRole('listitem', { name: 'Basic' })).getByRole('button', { name: 'Choose' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Switch to Basic?' });
  expect(dialog).toHaveTextContent('Your business moves from the Premium plan to the Basic plan.');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
  // The cards are hidden from the accessibility tree until the dialog has gone (a slow machine
  // may take longer than one waitFor to close it).
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  await waitFor(() => expect(card('Basic')).toHaveAttribute('aria-current', 'true'));
  expect(sentBody(fetchMock, '/api/v1/subscription')).toEqual({ plan_id: 'p1' });
  expect(notify).toHaveBeenCalledWith('Your plan is now Basic.', 'success');
});

test('cancelling the change sends nothing', async () => {
  const fetchMock = mockFetch({
    ...plansRoute,
    'GET /api/v1/user': { status: 200, body: userReply({ planName: 'Premium' }) },
  });
  renderScreen(<PlanList />);
  fireEvent.click(
    within(await screen.findByRole('listitem', { name: 'Basic' })).getByRole('button', { name: 'Choose' }),
  );
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/subscription')).toBe(false);
});

test('a server message is the only notice', async () => {
  mockFetch({
    ...plansRoute,
    'GET /api/v1/user': { status: 200, body: userReply({ planName: null }) },
    'POST /api/v1/subscription': {
      status: 200,
      body: { subscription: subscribed('Premium'), message: 'Plan chosen.' },
    },
  });
  const { notify } = renderScreen(<PlanList />);
  fireEvent.click(
    within(await screen.findByRole('listitem', { name: 'Premium' })).getByRole('button', { name: 'Choose' }),
  );
  await waitFor(() => expect(notify).toHaveBeenCalledWith('Plan chosen.', 'success'));
  expect(screenNotice).not.toHaveBeenCalled();
});

test('the current plan is found by its id when GET user carries plan_id', async () => {
  const reply = userReply({ planName: 'Legacy name' });
  reply.business!.subscription.plan_id = 'p2';
  mockFetch({ ...plansRoute, 'GET /api/v1/user': { status: 200, body: reply } });
  renderScreen(<PlanList />);
  expect(await screen.findByRole('listitem', { name: 'Premium' })).toHaveAttribute('aria-current', 'true');
  expect(card('Basic')).not.toHaveAttribute('aria-current');
});

test('other roles see the plans but cannot choose', async () => {
  mockFetch({
    ...plansRoute,
    'GET /api/v1/user': { status: 200, body: userReply({ planName: null, role: 'manager' }) },
  });
  renderScreen(<PlanList />);
  const basic = await screen.findByRole('listitem', { name: 'Basic' });
  expect(within(basic).getByRole('button', { name: 'Choose' })).toBeDisabled();
  expect(within(basic).getByLabelText('Only the business owner can change the plan.')).toBeInTheDocument();
});

test('a failed plan list says so and offers a retry', async () => {
  mockFetch({
    'GET /api/v1/subscription/plan': { status: 500, body: { message: 'Server error.' } },
    'GET /api/v1/user': { status: 200, body: userReply() },
  });
  renderScreen(<PlanList />);
  expect(await screen.findByText('Server error.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
