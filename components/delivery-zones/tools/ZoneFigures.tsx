'use client';
import { useTranslations } from 'next-intl';
import { useLocationMoney } from '@/components/ui/use-current-location';
import styles from '../delivery-zones.module.css';

export interface ZoneFigure {
  orders: number;
  /** Cents. */
  average_order: number;
  /** Cents: delivery fees collected. */
  fees: number;
}

/**
 * A zone's last 90 days in its list row: orders, average order and fees, so the fee's worth shows.
 * A span shown as a line: the row is a button, which holds no paragraph.
 */
export function ZoneFigures({ figure }: { figure: ZoneFigure | undefined }) {
  const t = useTranslations('deliveryZoneTools.orders');
  const money = useLocationMoney();
  const orders = figure?.orders ?? 0;
  return (
    <span className={styles.zoneFigures} data-testid="zone-figures">
      {orders === 0
        ? t('noOrders')
        : t('figures', {
            orders,
            average: money.format(figure!.average_order),
            fees: money.format(figure!.fees),
          })}
    </span>
  );
}
