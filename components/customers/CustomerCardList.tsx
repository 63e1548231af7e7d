'use client';
import { useTranslations } from 'next-intl';
import styles from '@/components/ui/card-list.module.css';
import { classNames } from '@/components/ui/class-names';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainLinearProgress } from '@/components/ui/PlainLinearProgress';
import { PlainPagination } from '@/components/ui/PlainPagination';
import panel from '@/components/ui/plain-panel.module.css';
import type { Customer } from '@/lib/contract';
import { useCustomerFormat } from './use-customer-format';

interface Props {
  rows: Customer[];
  total: number;
  loading: boolean;
  /** 1-based. */
  page: number;
  perPage: number;
  /** The figures are a period's, not all time's: the cards say so. */
  inPeriod: boolean;
  onPage: (page: number) => void;
  onOpen: (customer: Customer) => void;
}

/**
 * The customers on a phone, where the grid's columns do not fit: one card each with the name,
 * how to reach them, what they spent and when they last ordered; a tap opens the drawer, which
 * holds the actions. Paging is the server's, as in the grid. Plain elements, as the order cards
 * (ui/card-list.module.css): they are a phone's first screen (issue 11).
 */
export function CustomerCardList({ rows, total, loading, page, perPage, inPeriod, onPage, onOpen }: Props) {
  const t = useTranslations('customers');
  const fmt = useCustomerFormat();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <div>
      {/* Space kept for the bar, so the list does not jump when a page loads. */}
      <div className={styles.progress}>{loading && <PlainLinearProgress aria-label={t('loading')} />}</div>
      <ul aria-label={t('gridLabel')} className={styles.list}>
        {rows.map((c) => (
          <li key={c._id} className={classNames(panel.outlined, styles.card)}>
            <button type="button" className={styles.open} onClick={() => onOpen(c)}>
              <span className={styles.line}>
                <span className={classNames(styles.strong, styles.name)}>{c.name}</span>
                <span className={classNames(styles.strong, styles.chip)}>{fmt.money(c.total_spent)}</span>
              </span>
              <span className={classNames(styles.muted, styles.anywhere)}>
                {[c.email, fmt.phone(c.phone)].filter(Boolean).join(' · ') || t('notGiven')}
              </span>
              <span className={classNames(styles.line, styles.second)}>
                <span className={styles.body2}>
                  {t(inPeriod ? 'card.ordersInPeriod' : 'card.orders', { count: c.order_count })} ·{' '}
                  {t('card.lastOrder', { date: fmt.day(c.last_order_at) })}
                </span>
                {c.blocked && <PlainChip color="error" variant="outlined" label={t('blocked')} />}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <PlainPagination
          count={pages}
          page={page}
          onPage={onPage}
          label={t('pagination.label')}
          pageLabel={(p) => t('pagination.page', { page: p })}
          previousLabel={t('pagination.previous')}
          nextLabel={t('pagination.next')}
        />
      )}
    </div>
  );
}
