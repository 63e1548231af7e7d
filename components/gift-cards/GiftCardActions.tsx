'use client';
import { useTranslations } from 'next-intl';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import type { GiftCard } from '@/lib/contract';
import styles from './gift-cards.module.css';
import { giftCardIcons } from './gift-card-icons';
import { groupCode } from './gift-card-code';
import type { GiftCardRights } from './use-gift-card-rights';

export interface GiftCardRowActions {
  onHistory: (card: GiftCard) => void;
  onReload: (card: GiftCard) => void;
  onRedeem: (card: GiftCard) => void;
  onResend: (card: GiftCard) => void;
}

interface Props extends GiftCardRowActions {
  card: GiftCard;
  rights: GiftCardRights;
}

/** What the table (wide screens) and the cards (phones) both show the list with. */
export interface GiftCardListProps extends GiftCardRowActions {
  cards: GiftCard[];
  rights: GiftCardRights;
  money: (cents: number) => string;
  date: (iso: string) => string;
}

/** Who a card went to: its recipient, else its buyer (an imported card may have neither). */
export const sentTo = (card: GiftCard) => card.recipient_email ?? card.buyer_email ?? '—';

/** One card's buttons; reload, redeem and resend only for a member holding their flag. */
export function GiftCardActions({ card, rights, onHistory, onReload, onRedeem, onResend }: Props) {
  const t = useTranslations('giftCards.actions');
  const code = groupCode(card.code);
  // The browser's own tooltip (title): MUI's would bring its positioning engine to the page.
  const button = (key: 'history' | 'reload' | 'redeem' | 'resend', icon: string, onClick: () => void) => (
    <PlainIconButton title={t(key)} aria-label={t(`${key}Named`, { code })} onClick={onClick}>
      <PlainIcon path={icon} />
    </PlainIconButton>
  );
  return (
    <div className={styles.rowActions}>
      {button('history', giftCardIcons.history, () => onHistory(card))}
      {rights.reload && button('reload', giftCardIcons.addCard, () => onReload(card))}
      {rights.redeem && button('redeem', giftCardIcons.redeem, () => onRedeem(card))}
      {rights.sell && button('resend', giftCardIcons.send, () => onResend(card))}
    </div>
  );
}
