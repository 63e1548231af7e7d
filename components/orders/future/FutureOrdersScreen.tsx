'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { QueryLoadError } from '@/components/ui/ListStates';
import { futureOrdersQuery } from '@/lib/api/orders';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { OrderDrawer } from '../drawer/OrderDrawer';
import { OrdersGrid } from '../OrdersGrid';
import { useOrderColumns } from '../use-order-columns';

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
  const setOpen = (id: string | null) =>
    router.push(id ? `${pathname}?order=${encodeURIComponent(id)}` : pathname, { scroll: false });

  return (
    <>
      <QueryLoadError queries={[future]} lead={th('loadFailed')} retryLabel={th('retry')} />
      {!isFirstLoadFailure(future) && (
        <OrdersGrid
          label={t('gridLabel')}
          onOpen={setOpen}
          emptyTitle={t('emptyTitle')}
          emptyHint={t('emptyHint')}
          rows={future.data?.orders ?? []}
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
