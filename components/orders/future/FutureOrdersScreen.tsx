'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryLoadError } from '@/components/ui/ListStates';
import { PHONE_QUERY, useMediaQueryAtOnce } from '@/components/ui/use-media-query';
import { futureOrdersQuery } from '@/lib/api/orders';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { OrderDrawer } from '../drawer/OrderDrawer';
import { OrderCardList } from '../OrderCardList';
import { OrdersGrid } from '../OrdersGrid';
import { useOrderColumns } from '../use-order-columns';
import { useOrderFormat } from '../use-order-format';

const PHONE_PAGE = 25;

/**
 * /future-orders: open orders due later, soonest first as the server sends them. The list is
 * short (only what is still to come), so the grid pages in the browser and does not re-sort.
 * The open order is in the URL (?order=), so back closes the drawer.
 */
export function FutureOrdersScreen() {
  const t = useTranslations('orders.future');
  const th = useTranslations('orders.history');
  const columns = useOrderColumns({ due: true, sortable: false });
  const future = useQuery(futureOrdersQuery());
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const openId = params.get('order');
  // A phone gets cards, as in the history; the short list pages here.
  const phone = useMediaQueryAtOnce(PHONE_QUERY);
  const fmt = useOrderFormat();
  const [page, setPage] = useState(1);
  const rows = future.data?.orders ?? [];
  // The list may shrink under the page shown (orders fall due): the last page then.
  const shown = Math.min(page, Math.max(1, Math.ceil(rows.length / PHONE_PAGE)));
  const setOpen = (id: string | null) =>
    router.push(id ? `${pathname}?order=${encodeURIComponent(id)}` : pathname, { scroll: false });

  return (
    <>
      <QueryLoadError queries={[future]} lead={th('loadFailed')} retryLabel={th('retry')} />
      {!isFirstLoadFailure(future) && phone && (
        <OrderCardList
          label={t('gridLabel')}
          rows={rows.slice((shown - 1) * PHONE_PAGE, shown * PHONE_PAGE)}
          loading={future.isFetching}
          when={(order) => (order.scheduled_at ? fmt.dateTime(order.scheduled_at) : null)}
          onOpen={setOpen}
          emptyTitle={t('emptyTitle')}
          emptyHint={t('emptyHint')}
          paging={{ page: shown, perPage: PHONE_PAGE, total: rows.length, onPage: setPage }}
        />
      )}
      {!isFirstLoadFailure(future) && !phone && (
        <OrdersGrid
          label={t('gridLabel')}
          onOpen={setOpen}
          emptyTitle={t('emptyTitle')}
          emptyHint={t('emptyHint')}
          rows={rows}
          columns={columns}
          loading={future.isFetching}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
        />
      )}
      <OrderDrawer orderId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
