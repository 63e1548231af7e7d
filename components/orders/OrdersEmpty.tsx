'use client';
import { PlainIcon } from '@/components/ui/PlainIcon';
import styles from '@/components/ui/card-list.module.css';

// MUI's ReceiptLongOutlined (its two paths as one).
const RECEIPT =
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11zM9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z';

/**
 * The order lists' "nothing here": says why the list is empty and what to try (the grids'
 * overlay and the phone's cards). Plain elements: the cards show it on a phone's first screen.
 */
export function OrdersEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.empty}>
      <PlainIcon path={RECEIPT} className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>{title}</p>
      {hint && <p className={styles.emptyHint}>{hint}</p>}
    </div>
  );
}
