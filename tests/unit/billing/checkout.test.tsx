import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BillingScreen } from '@/components/billing/BillingScreen';
import { resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { active, billingRoutes, noPlan, PLANS, subscriptionBody } from './fixtures';
import type { BillingDetails } from '@/lib/contract';

jest.mock('next/navigation', () => require('../support/nav-mock'));

beforeEach(() => resetUrl('/settings/billing'));

async function choose(planName: string) {
  const card = await screen.findByRole('listitem', { name: planName });
  fireEvent.click(within(card).getByRole('button', { name: 'Choose' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

function typeCard(dialog: HTMLElement, number = '4242424242424242') {
  const field = (label: RegExp) => within(dialog).getByRole('textbox', { name: label });
  fireEvent.change(field(/Card number/), { target: { value: number } });
  fireEvent.change(field(/Expiry/), { target: { value: '1234' } });
  fireEvent.change(field(/CVC/), { target: { value: '123' } });
  fireEvent.change(field(/Name on the card/), { target: { value: 'Ada Owner' } });
}

const CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/34', card_cvc: '123', card_name: 'Ada Owner' };

test('a first plan: the card form checks the card, then POSTs it; the account reloads', async () => {
  let billing: BillingDetails = noPlan;
  const fetchMock = mockFetch(
    billingRoutes(() => billing, {
      'POST /api/v1/subscription': () => {
        billing = active(PLANS[2]!);
        return {
          status: 201,
          body: subscriptionBody(billing, { charged: 9900, message: 'Your Premium plan is active.' }),
        };
      },
    }),
  );
  const { notify } = renderScreen(<BillingScreen />);
  const dialog = await choose('Premium');
  expect(dialog).toHaveAccessibleName('Subscribe to Premium');
  expect(within(dialog).getByRole('note')).toHaveTextContent('You pay $99.00 today, then $99.00 every month.');

  fireEvent.change(within(dialog).getByRole('textbox', { name: /Card number/ }), { target: { value: '4242' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Expiry/ }), { target: { value: '13/30' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $99.00' }));
  expect(await within(dialog).findByText('Enter the card number: 12 to 19 digits.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter the expiry date as MM/YY, like 08/27.')).toBeInTheDocument();
  expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  typeCard(dialog);
  // Grouped by four and the slash put in as typed.
  expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
  expect(within(dialog).getByRole('textbox', { name: /Expiry/ })).toHaveValue('12/34');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $99.00' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(post![1]!.body))).toEqual({ plan_id: 'p3', ...CARD });
  expect(notify).toHaveBeenCalledWith('Your Premium plan is active.', 'success');
  // The account (plan name, banner, route gate) and the billing reads are fetched again.
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/v1/user')).toHaveLength(2);
  await waitFor(() =>
    expect(screen.getByRole('listitem', { name: 'Premium' })).toHaveAttribute('aria-current', 'true'),
  );
});

test('a declined card: the bank’s message on the number, what was typed kept, the dialog open', async () => {
  const decline = 'Your card was declined. Use another card or call your bank.';
  mockFetch(
    billingRoutes(() => noPlan, {
      'POST /api/v1/subscription': { status: 422, body: { message: decline, errors: { card_number: [decline] } } },
    }),
  );
  renderScreen(<BillingScreen />);
  const dialog = await choose('Basic');
  typeCard(dialog, '4000000000000002');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $29.00' }));
  expect(await within(dialog).findByText(decline)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toHaveValue('4000 0000 0000 0002');
  expect(within(dialog).getByRole('textbox', { name: /Name on the card/ })).toHaveValue('Ada Owner');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('the bank asks for a confirmation (202): a confirm step sends the action id', async () => {
  let billing: BillingDetails = noPlan;
  const fetchMock = mockFetch(
    billingRoutes(() => billing, {
      'POST /api/v1/subscription': {
        status: 202,
        body: subscriptionBody(noPlan, {
          requires_action: { action_id: 'pi_1', amount: 5900 },
          message: 'Your bank asks you to confirm this payment.',
        }),
      },
      'POST /api/v1/subscription/confirm': () => {
        billing = active(PLANS[1]!);
        return { status: 200, body: subscriptionBody(billing) };
      },
    }),
  );
  renderScreen(<BillingScreen />);
  const dialog = await choose('Standard');
  typeCard(dialog, '4000002500003155');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $59.00' }));
  expect(await screen.findByRole('dialog', { name: 'Confirm the payment' })).toHaveTextContent(
    'Your bank asks you to confirm the payment of $59.00.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  expect(sentBody(fetchMock, '/api/v1/subscription/confirm')).toEqual({ action_id: 'pi_1' });
});

test('an upgrade: the prorated charge shown, the card on file, PUT without is_update', async () => {
  let billing = active(PLANS[0]!);
  const fetchMock = mockFetch(
    billingRoutes(() => billing, {
      'PUT /api/v1/subscription': () => {
        billing = active(PLANS[2]!);
        return { status: 200, body: subscriptionBody(billing, { charged: 4742 }) };
      },
    }),
  );
  renderScreen(<BillingScreen />);
  const dialog = await choose('Premium');
  expect(dialog).toHaveAccessibleName('Switch to Premium');
  // (9900 − 2900) × 21 days left / 31 days = 4741.9… → $47.42.
  expect(within(dialog).getByRole('note')).toHaveTextContent(
    /You pay \$47\.42 today for the 21 days left in this period, then \$99\.00 every month from/,
  );
  expect(dialog).toHaveTextContent('Charged to the Visa card ending in 4242.');
  expect(within(dialog).queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put![1]!.body))).toEqual({ plan_id: 'p3' });
});

test('a downgrade says when it takes effect', async () => {
  const billing = active(PLANS[2]!, { period_end: '2025-12-31T17:00:00.000Z' });
  mockFetch(billingRoutes(() => billing));
  renderScreen(<BillingScreen />);
  const dialog = await choose('Basic');
  expect(within(dialog).getByRole('note')).toHaveTextContent(
    'Your plan changes to Basic on Dec 31, 2025, at the end of this period. Nothing is charged today.',
  );
});

test('?card=update opens the card form; a new card is PUT to subscription/card', async () => {
  resetUrl('/settings/billing?card=update');
  const billing = active(PLANS[2]!, {
    status: 'past_due',
    past_due: { since: '2025-02-15T00:00:00.000Z', attempts: 1, next_retry_at: null, reason: 'Declined at renewal.' },
  });
  const fetchMock = mockFetch(
    billingRoutes(() => billing, {
      'PUT /api/v1/subscription/card': { status: 200, body: subscriptionBody(active(PLANS[2]!)) },
    }),
  );
  renderScreen(<BillingScreen />);
  const dialog = await screen.findByRole('dialog', { name: 'Update card' }, { timeout: 5000 });
  expect(dialog).toHaveTextContent('The new card pays the amount due right away');
  typeCard(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save card and pay' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  expect(sentBody(fetchMock, '/api/v1/subscription/card')).toEqual(CARD);
});
