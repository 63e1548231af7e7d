'use client';
import { useTranslations } from 'next-intl';
import tableStyles from '@/components/ui/plain-table.module.css';
import { GiftCardActions, sentTo, type GiftCardListProps } from './GiftCardActions';
import styles from './gift-cards.module.css';
import { groupCode } from './gift-card-code';
import { usePaymentModeText } from './use-payment-mode-text';

/**
 * The cards on a wide screen: code, balance, who it is for, when and how it was paid, and its
 * buttons. A plain table drawn as MUI's: the list is the page's first screen (issue 11).
 */
export function GiftCardTable({ cards, rights, money, date, ...actions }: GiftCardListProps) {
  const t = useTranslations('giftCards.table');
  const paymentMode = usePaymentModeText();
  const end = tableStyles.end;
  return (
    <div className={tableStyles.outlined}>
      <table className={tableStyles.table} aria-label={t('label')}>
        <thead>
          <tr>
            <th scope="col">{t('code')}</th>
            <th scope="col" className={end}>
              {t('balance')}
            </th>
            <th scope="col">{t('recipient')}</th>
            <th scope="col">{t('issued')}</th>
            <th scope="col">{t('paymentMode')}</th>
            <th scope="col" className={end}>
              {t('actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card._id}>
              <th scope="row" className={styles.code}>
                {groupCode(card.code)}
              </th>
              <td className={`${end} ${styles.balance}`}>{money(card.balance)}</td>
              <td className={styles.recipient}>
                {sentTo(card)}
                {card.recipient_email && card.buyer_email && card.buyer_email !== card.recipient_email && (
                  <span className={styles.boughtBy}>{t('boughtBy', { email: card.buyer_email })}</span>
                )}
              </td>
              <td className={styles.nowrap}>{date(card.created_at)}</td>
              <td>{paymentMode(card.payment_mode)}</td>
              <td className={end}>
                <GiftCardActions card={card} rights={rights} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
