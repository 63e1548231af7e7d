'use client';
import AddCard from '@mui/icons-material/AddCard';
import History from '@mui/icons-material/History';
import Redeem from '@mui/icons-material/Redeem';
import Send from '@mui/icons-material/Send';
import { IconButton, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { GiftCard } from '@/lib/contract';
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
  const button = (key: 'history' | 'reload' | 'redeem' | 'resend', icon: ReactNode, onClick: () => void) => (
    <IconButton title={t(key)} aria-label={t(`${key}Named`, { code })} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {button('history', <History />, () => onHistory(card))}
      {rights.reload && button('reload', <AddCard />, () => onReload(card))}
      {rights.redeem && button('redeem', <Redeem />, () => onRedeem(card))}
      {rights.sell && button('resend', <Send />, () => onResend(card))}
    </Stack>
  );
}
