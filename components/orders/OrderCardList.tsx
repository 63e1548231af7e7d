'use client';
import { useTranslations } from 'next-intl';
import { classNames } from '@/components/ui/class-names';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainLinearProgress } from '@/components/ui/PlainLinearProgress';
import panel from '@/components/ui/plain-panel.module.css';
import type { Order } from '@/lib/contract';
import styles from '@/components/ui/card-list.module.css';
import { OrdersEmpty } from './OrdersEmpty';
import { OrderStatusChip } from './OrderStatusChip';
import { useOrderFormat } from './use-order-format';

interface Paging {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

interface Props {
  /** The list's accessible name. */
  label: string;
  rows: Order[];
  loading: boolean;
  /** The instant a card shows: placed (history) or due (future orders). */
  when: (order: Order) => string | null;
  onOpen: (id: string) => void;
  emptyTitle: string;
  emptyHint: string;
  paging: Paging;
}

/**
 * The order lists on a phone, where a grid's columns do not fit: one card per order with its
 * number, time, customer, status and total; a tap opens it. Paging is the caller's. Plain
 * elements drawn as MUI's outlined Cards (ui/card-list.module.css): the cards are a phone's first
 * screen, where MUI's CardActionArea (ButtonBase, its ripple) hydrated once per order (issue 11).
 */
export function OrderCardList({ label, rows, loading, when, onOpen, emptyTitle, emptyHint, paging }: Props) {
  const t = useTranslations('orders.list');
  const fmt = useOrderFormat();
  const first = paging.total ? (paging.page - 1) * paging.perPage + 1 : 0;
  const last = Math.min(paging.total, paging.page * paging.perPage);
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.perPage));
  return (
    <div>
      {/* Space kept for the bar, so the list does not jump when a page loads. */}
      <div className={styles.progress}>{loading && <PlainLinearProgress aria-label={t('loading')} />}</div>
      {rows.length === 0 ? (
        // While the first page loads there is nothing to say yet, least of all "no orders".
        !loading && (
          <div className={panel.outlined}>
            <OrdersEmpty title={emptyTitle} hint={emptyHint} />
          </div>
        )
      ) : (
        <ul aria-label={label} className={styles.list}>
          {rows.map((order) => (
            <li key={order._id} data-order-id={order._id} className={classNames(panel.outlined, styles.card)}>
              <button type="button" className={styles.open} onClick={() => onOpen(order._id)}>
                <span className={classNames(styles.line, styles.baseline)}>
                  <span className={styles.strong}>{t('number', { number: order.order_number })}</span>
                  <span className={styles.strong}>{fmt.money(order.total)}</span>
                </span>
                <span className={styles.muted}>{when(order)}</span>
                <span className={classNames(styles.line, styles.second)}>
                  <span className={styles.name}>{order.customer_name}</span>
                  <span className={styles.chip}>
                    <OrderStatusChip status={order.status} />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {paging.total > paging.perPage && (
        <div className={styles.pager}>
          <span className={styles.range}>{t('range', { first, last, total: paging.total })}</span>
          <PlainIconButton
            aria-label={t('previous')}
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            <PlainIcon path={iconPaths.chevronLeft} />
          </PlainIconButton>
          <PlainIconButton
            aria-label={t('next')}
            disabled={paging.page >= lastPage}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            <PlainIcon path={iconPaths.chevronRight} />
          </PlainIconButton>
        </div>
      )}
    </div>
  );
}
