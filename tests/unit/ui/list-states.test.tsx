import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { TaxManager } from '@/components/tax/TaxManager';
import { QueryLoadError } from '@/components/ui/ListStates';
import { modifierGroupsQuery } from '@/lib/api/modifier-groups';
import { taxesQuery } from '@/lib/api/taxes';
import type { Tax } from '@/lib/contract';
import { mockFetch, renderScreen } from '../support/render';

/** A failed read: inline when nothing was loaded, a notice when data stays on screen, never both. */

const qst: Tax = { _id: 't1', name: 'QST', rate: 9.975, is_default: true };
// A 4xx is not retried, so the failure shows at once.
const refused = { status: 403, body: { message: 'Not allowed here.' } };

function taxesThat(fail: () => boolean) {
  return mockFetch({ 'GET /api/v1/tax': () => (fail() ? refused : { status: 200, body: { taxes: [qst] } }) });
}

test('a first load that fails shows the reason and a retry in place of the list, with no notice', async () => {
  let fail = true;
  taxesThat(() => fail);
  const { notify } = renderScreen(<TaxManager />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Not allowed here.');
  expect(notify).not.toHaveBeenCalled();

  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('rowheader', { name: 'QST' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a reload that fails keeps the list on screen and says so once, as a notice', async () => {
  let fail = false;
  taxesThat(() => fail);
  const { notify, client } = renderScreen(<TaxManager />);
  await screen.findByRole('rowheader', { name: 'QST' });

  fail = true;
  await act(() => client.invalidateQueries({ queryKey: taxesQuery().queryKey }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith('Not allowed here.', 'error'));
  expect(notify).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('rowheader', { name: 'QST' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

function TwoLists() {
  const taxes = useQuery(taxesQuery());
  const groups = useQuery(modifierGroupsQuery());
  return <QueryLoadError queries={[groups, taxes]} lead="The lists could not be loaded." />;
}

test('QueryLoadError names the first failed list, and its retry reloads every failed one', async () => {
  let fail = true;
  const fetchMock = mockFetch({
    'GET /api/v1/tax': () => (fail ? refused : { status: 200, body: { taxes: [qst] } }),
    'GET /api/v1/modifier-group': () =>
      fail ? { status: 404, body: { message: 'No groups here.' } } : { status: 200, body: { modifier_groups: [] } },
  });
  renderScreen(<TwoLists />);
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(alert).toHaveTextContent('The lists could not be loaded. No groups here.');

  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(fetchMock).toHaveBeenCalledTimes(4);
});
