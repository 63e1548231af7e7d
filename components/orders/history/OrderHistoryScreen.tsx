'use client';
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryLoadError } from '@/components/ui/ListStates';
import { historyExportHref, historyQuery } from '@/lib/api/orders';
import { OrderDrawer } from '../drawer/OrderDrawer';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { matchesNow, PHONE_QUERY, useMediaQueryOnceKnown } from '@/components/ui/use-media-query';
import { useOrderFormat, useOrderLocation } from '../use-order-format';
import { historyParams } from './history-url';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTabs } from './HistoryTabs';
import { useHistoryUrl } from './use-history-url';

// The grid (MUI X, the columns, the status chips) loads after the page, and never on phones; the
// cards load only on phones: the server renders neither (it cannot know the width).
const loadGrid = () => import('./HistoryGrid').then((m) => m.HistoryGrid);
const loadCards = () => import('../OrderCardList').then((m) => m.OrderCardList);
const HistoryGrid = dynamic(loadGrid, { ssr: false, loading: () => <ListPlaceholder /> });
const OrderCardList = dynamic(loadCards, { ssr: false, loading: () => <ListPlaceholder /> });
// The one this screen will show is asked for as soon as this code runs, before React hydrates the
// page (it renders neither until the width is known). A failure shows when it is rendered.
const phoneNow = matchesNow(PHONE_QUERY);
if (phoneNow !== undefined) (phoneNow ? loadCards() : loadGrid()).catch(() => undefined);

function ListPlaceholder() {
  return <PlainSkeleton variant="rounded" height={420} aria-hidden />;
}

/**
 * /order-history and its Closed Orders tab (?status=closed, SPEC §2): the range, filters, page,
 * sort and open order all live in the URL; the grid pages and sorts on the server.
 */
export function OrderHistoryScreen() {
  const t = useTranslations('orders.history');
  const location = useOrderLocation();
  const { state, update } = useHistoryUrl(location.timeZone);
  const params = historyParams(state);
  // Before the account has loaded, "today" would be the browser's: wait for the location's zone.
  const history = useQuery({ ...historyQuery(params), enabled: location.loaded });
  const range = { from: state.from, to: state.to };
  const tab = state.status === 'closed' ? 'closed' : 'all';
  // A phone gets cards: the grid's eight columns leave room for two. Neither until the width is known.
  const phone = useMediaQueryOnceKnown(PHONE_QUERY);
  const fmt = useOrderFormat();

  if (!location.loaded) return <PlainSkeleton variant="rounded" height={320} />;

  return (
    <div>
      <HistoryTabs
        value={tab}
        tabs={[
          { value: 'all', label: t('tabAll') },
          { value: 'closed', label: t('tabClosed') },
        ]}
        onChange={(v) => update({ status: v === 'closed' ? 'closed' : undefined, page: 1 })}
      />
      <HistoryFilters
        range={{ preset: state.preset, ...range }}
        timeZone={location.timeZone ?? 'UTC'}
        search={state.search}
        status={state.status}
        exportHref={historyExportHref(params)}
        onRange={(r) => update({ ...r, page: 1 })}
        onSearch={(search) => update({ search, page: 1 }, 'replace')}
        onStatus={(status) => update({ status, page: 1 })}
      />
      <QueryLoadError queries={[history]} lead={t('loadFailed')} retryLabel={t('retry')} />
      {/* The grid mounts once a total is known: with rowCount 0 it would pull ?page=3 back to 1. */}
      {history.isPending && !history.isError && (
        <div aria-busy="true">
          <PlainSkeleton variant="rounded" height={320} />
        </div>
      )}
      {history.data && phone === undefined && <ListPlaceholder />}
      {history.data && phone === true && (
        <OrderCardList
          label={t('gridLabel')}
          rows={history.data.orders}
          loading={history.isFetching}
          when={(order) => fmt.dateTime(order.created_at)}
          onOpen={(order) => update({ order })}
          emptyTitle={t('emptyTitle')}
          emptyHint={state.search || state.status ? t('emptyFiltered') : t('emptyHint')}
          paging={{
            page: state.page,
            perPage: state.perPage,
            total: history.data.total,
            onPage: (page) => update({ page }),
          }}
        />
      )}
      {history.data && phone === false && (
        <HistoryGrid
          rows={history.data?.orders ?? []}
          total={history.data?.total ?? 0}
          loading={history.isFetching}
          page={state.page}
          perPage={state.perPage}
          sort={state.sort}
          filtered={!!(state.search || state.status)}
          // The grid also reports the model it was given (on mount, on new props): only a real
          // change may push a history entry, or back would step through no-ops.
          onPage={(page, perPage) => (page !== state.page || perPage !== state.perPage) && update({ page, perPage })}
          onSort={(sort) => sort !== state.sort && update({ sort, page: 1 })}
          onOpen={(order) => update({ order })}
        />
      )}
      <OrderDrawer orderId={state.order} onClose={() => update({ order: null })} range={range} />
    </div>
  );
}
