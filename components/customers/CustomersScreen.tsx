'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ListEmpty, ListSkeleton, QueryLoadError } from '@/components/ui/ListStates';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { PHONE_QUERY, useMediaQueryAtOnce } from '@/components/ui/use-media-query';
import { customersExportHref, customersQuery, useDeleteCustomer, useToggleCustomerBlock } from '@/lib/api/customers';
import type { Customer } from '@/lib/contract';
import column from '@/components/ui/page-column.module.css';
import { CustomerConfirm, type CustomerChange } from './CustomerConfirm';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomersGrid } from './CustomersGrid';
import { CustomersToolbar } from './CustomersToolbar';
import { customersParams } from './customers-url';
import { useCustomersUrl } from './use-customers-url';

// Only phones show the cards (and MUI's Pagination): wide screens never load them.
const CustomerCardList = dynamic(() => import('./CustomerCardList').then((m) => m.CustomerCardList), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" height={320} />,
});

/**
 * /manage/customers: whoever ordered, searched, sorted and paged by the server, their figures of
 * all time or of a period (last month's best customers: Last month, then Total spent), with the
 * list's state in the URL; a customer opens in a drawer with their orders; block and delete ask
 * first, then close and reload the list (SPEC §4).
 */
export function CustomersScreen() {
  const t = useTranslations('customers');
  const location = useCurrentLocation();
  const { state, update } = useCustomersUrl(location.timeZone);
  const params = customersParams(state);
  const inPeriod = state.range !== null;
  // A period's days are the location's: until the account has loaded they would be the browser's.
  const list = useQuery({ ...customersQuery(params), enabled: !inPeriod || location.loaded });
  // A phone gets cards: the grid's eight columns leave room for two.
  const phone = useMediaQueryAtOnce(PHONE_QUERY);
  const block = useToggleCustomerBlock();
  const remove = useDeleteCustomer();
  const [opened, setOpened] = useState<Customer | null>(null);
  const [change, setChange] = useState<CustomerChange>(null);

  const data = list.data;
  // The drawer follows the list: once a block has reloaded it, the drawer says so too.
  const open = (opened && data?.customers.find((c) => c._id === opened._id)) || opened;

  // A page past the end (the last customer of the last page deleted, an old link): the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.perPage)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && state.page > lastPage) update({ page: lastPage }, 'replace');
  }, [data, list.isPlaceholderData, state.page, lastPage, update]);

  const askBlock = useCallback((customer: Customer) => setChange({ action: 'block', customer }), [setChange]);
  const askDelete = useCallback((customer: Customer) => setChange({ action: 'delete', customer }), [setChange]);
  const confirm = () => {
    if (!change) return;
    const { action, customer } = change;
    const done = () => {
      setChange(null);
      if (action === 'delete') setOpened(null);
    };
    if (action === 'block') block.mutate(customer._id, { onSuccess: done });
    else remove.mutate(customer._id, { onSuccess: done });
  };

  let body;
  if (list.isPending && !list.isError) body = <ListSkeleton label={t('loading')} rows={1} rowHeight={320} />;
  else if (data && data.total === 0)
    body = params.search ? (
      <ListEmpty title={t('emptySearch.title', { search: params.search })} text={t('emptySearch.text')} action={null} />
    ) : inPeriod ? (
      <ListEmpty title={t('emptyPeriod.title')} text={t('emptyPeriod.text')} action={null} />
    ) : (
      <ListEmpty title={t('empty.title')} text={t('empty.text')} action={null} />
    );
  else if (data) {
    // Both layouts show one page of the server's list.
    const shown = {
      rows: data.customers,
      total: data.total,
      loading: list.isFetching,
      page: state.page,
      perPage: state.perPage,
      inPeriod,
      onOpen: setOpened,
    };
    body = phone ? (
      <CustomerCardList {...shown} onPage={(page) => update({ page })} />
    ) : (
      <CustomersGrid
        {...shown}
        sort={state.sort}
        // The grid also reports the model it was given (on mount, on new props): only a real
        // change may push a history entry, or back would step through no-ops.
        onPage={(page, perPage) => (page !== state.page || perPage !== state.perPage) && update({ page, perPage })}
        onSort={(sort) => sort !== state.sort && update({ sort, page: 1 })}
        onBlock={askBlock}
        onDelete={askDelete}
      />
    );
  }

  return (
    <div className={column.list}>
      <CustomersToolbar
        search={state.search}
        range={state.range}
        timeZone={location.timeZone ?? 'UTC'}
        exportHref={customersExportHref(params)}
        onSearch={(search) => update({ search, page: 1 }, 'replace')}
        onRange={(range) => update({ range, page: 1 })}
      />
      <QueryLoadError queries={[list]} lead={t('loadFailed')} retryLabel={t('retry')} />
      {body}
      <CustomerDrawer
        customer={open}
        inPeriod={inPeriod}
        onClose={() => setOpened(null)}
        onBlock={askBlock}
        onDelete={askDelete}
      />
      <CustomerConfirm
        change={change}
        busy={block.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setChange(null)}
      />
    </div>
  );
}
