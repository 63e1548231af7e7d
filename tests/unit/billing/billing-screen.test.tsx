import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { BillingScreen } from '@/components/billing/BillingScreen';
import { createQueryClient } from '@/lib/api/query-client';
import { planKey } from '@/lib/contract';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { PLANS as SEED_PLANS } from '@/server/db/reference-data';
import { resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen } from '../support/render';
import { active, billingRoutes, invoice, noPlan, PLANS, subscriptionBody } from './fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));

beforeEach(() => resetUrl('/settings/billing'));

const card = (name: string) => screen.getByRole('listitem', { name });

test('plans as cards and a comparison table, the currency said once, the current plan marked', async () => {
  mockFetch(billingRoutes(() => active(PLANS[0]!)));
  renderScreen(<BillingScreen />);
  const basic = await screen.findByRole('listitem', { name: 'Basic' });
  expect(screen.getAllByText('All prices are in US dollars (USD).')).toHaveLength(1);
  expect(within(card('Premium')).getByText('$99.00 / month')).toBeInTheDocument();
  expect(basic).toHaveAttribute('aria-current', 'true');
  expect(within(basic).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  const table = screen.getByRole('table', { name: 'Compare plans' });
  expect(within(table).getByRole('columnheader', { name: 'Basic (current)' })).toBeInTheDocument();
  const row = within(table).getByRole('row', { name: /Website manager/ });
  expect(within(row).getAllByTitle('Not included')).toHaveLength(2);
  expect(within(row).getAllByTitle('Included')).toHaveLength(1);
});

test('yearly: the period goes in the query, and an empty list says there are no yearly plans yet', async () => {
  const fetchMock = mockFetch(billingRoutes(() => noPlan));
  const inner = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) =>
    String(input).includes('period=yearly')
      ? ({ ok: true, status: 200, json: async () => ({ plans: [] }) } as Response)
      : inner(input, init),
  );
  renderScreen(<BillingScreen />);
  await screen.findByRole('listitem', { name: 'Basic' });
  expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('subscription/plan?period=monthly'))).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
  expect(await screen.findByText('No yearly plans yet. Choose a monthly plan.')).toBeInTheDocument();
});

test('in French: plan texts, prices and the comparison translated', async () => {
  mockFetch(billingRoutes(() => noPlan));
  render(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="America/Toronto">
      <QueryClientProvider client={createQueryClient(jest.fn())}>
        <BillingScreen />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const basic = await screen.findByRole('listitem', { name: 'Essentiel' });
  expect(screen.getByText('Tous les prix sont en dollars américains (USD).')).toBeInTheDocument();
  expect(within(basic).getByText(/^29,00\s\$ \/ mois$/)).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Comparer les forfaits' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Annuel' })).toBeInTheDocument();
});

/** The seed's plans are the catalogue's English texts: a plan changed in one place only is caught here. */
test('the English plan texts are the reference data the API serves', () => {
  for (const p of SEED_PLANS) {
    const texts = (en.billing.plans as Record<string, { name: string; description: string; features: string[] }>)[
      planKey(p.name)
    ];
    expect(texts).toEqual({ name: p.name, description: p.description, features: [...p.features] });
    expect(Object.keys(fr.billing.plans)).toContain(planKey(p.name));
  }
});

test('the subscription panel: plan, renewal, card; a waiting downgrade is said', async () => {
  const billing = active(PLANS[2]!, { pending_plan: { _id: 'p1', name: 'Basic' } });
  mockFetch(billingRoutes(() => billing));
  renderScreen(<BillingScreen />);
  const panel = await screen.findByRole('region', { name: 'Your subscription' });
  expect(panel).toHaveTextContent(/Premium plan, renews on/);
  expect(panel).toHaveTextContent('Visa ending in 4242, expires 12/34');
  expect(panel).toHaveTextContent(/Changes to Basic on/);
  expect(within(card('Basic')).getByText('Next period')).toBeInTheDocument();
});

test("a plan given without a paid period (the demo's) says so, with no empty date and nothing to cancel", async () => {
  mockFetch(billingRoutes(() => active(PLANS[2]!, { period_start: null, period_end: null, card: null })));
  renderScreen(<BillingScreen />);
  const panel = await screen.findByRole('region', { name: 'Your subscription' });
  expect(panel).toHaveTextContent('Premium plan. No payment is scheduled.');
  expect(panel).not.toHaveTextContent(/renews on/);
  expect(within(panel).queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Update card' })).toBeInTheDocument();
});

test('cancel asks first, then cancels at the period end; resume brings it back', async () => {
  let billing = active(PLANS[0]!);
  const fetchMock = mockFetch(
    billingRoutes(() => billing, {
      'POST /api/v1/subscription/cancel': () => {
        billing = { ...billing, cancel_at_period_end: true };
        return { status: 200, body: subscriptionBody(billing) };
      },
      'POST /api/v1/subscription/resume': () => {
        billing = { ...billing, cancel_at_period_end: false };
        return { status: 200, body: subscriptionBody(billing) };
      },
    }),
  );
  renderScreen(<BillingScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
  // The question's code loads when it first opens.
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the Basic plan?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('subscription/cancel'))).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel at period end' }));
  expect(
    await screen.findByText(/Basic plan, ends on .* It will not renew\./, {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Resume plan' }));
  expect(await screen.findByText(/Basic plan, renews on/)).toBeInTheDocument();
});

test('invoices: number, date, period, amount, tax, status and a PDF link each', async () => {
  mockFetch(
    billingRoutes(() => active(PLANS[2]!), {
      'GET /api/v1/invoice': {
        status: 200,
        body: { invoices: [invoice(2, { status: 'due', total: 4742 }), invoice(1)] },
      },
    }),
  );
  renderScreen(<BillingScreen />);
  const table = await screen.findByRole('table', { name: 'Invoices' });
  const first = within(table).getByRole('row', { name: /INV-0001/ });
  expect(first).toHaveTextContent('Jan 15, 2025');
  expect(first).toHaveTextContent('Jan 15, 2025 – Feb 15, 2025');
  expect(first).toHaveTextContent('$99.00');
  expect(first).toHaveTextContent('$0.00');
  expect(first).toHaveTextContent('Paid');
  expect(within(first).getByRole('link', { name: 'Download INV-0001 as PDF' })).toHaveAttribute(
    'href',
    '/api/v1/invoice/i1/pdf',
  );
  const second = within(table).getByRole('row', { name: /INV-0002/ });
  expect(second).toHaveTextContent('$47.42');
  expect(second).toHaveTextContent('Due');
});

test('no invoices yet says so', async () => {
  mockFetch(billingRoutes(() => noPlan));
  renderScreen(<BillingScreen />);
  expect(await screen.findByText('No invoices yet. Your first one comes with your first payment.')).toBeInTheDocument();
});
