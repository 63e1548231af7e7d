import type { PublicSiteReply } from '@/lib/contract';
import styles from './PublicSite.module.css';
import type { SiteTexts } from './site-texts';

/**
 * "Order online", leading to the location's own order page: drawn with the website widget's
 * colours, text and placement when the location saved them, else a plain link in the banner.
 * Without an order page there is nothing to link to (this site is the widget's fallback).
 */
export function OrderButton({ order, t }: { order: PublicSiteReply['order']; t: SiteTexts }) {
  if (!order.url) return null;
  const w = order.widget;
  if (!w)
    return (
      <a className={styles.button} href={order.url} rel="noopener">
        {t('order')}
      </a>
    );
  const corner =
    w.placement === 'inline' ? '' : `${styles.floating} ${w.placement === 'bottom-left' ? styles.left : styles.right}`;
  return (
    <a
      className={`${styles.button} ${corner}`}
      href={order.url}
      rel="noopener"
      style={{ background: w.theme_color, color: w.text_color }}
    >
      {w.text}
    </a>
  );
}
