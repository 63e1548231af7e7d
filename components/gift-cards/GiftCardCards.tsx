'use client';
import { Card, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { GiftCardActions, sentTo, type GiftCardListProps } from './GiftCardActions';
import { groupCode } from './gift-card-code';
import { usePaymentModeText } from './use-payment-mode-text';

/** The cards on a phone, where the table's six columns do not fit: one card each, its buttons under it. */
export function GiftCardCards({ cards, rights, money, date, ...actions }: GiftCardListProps) {
  const t = useTranslations('giftCards.table');
  const paymentMode = usePaymentModeText();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cards.map((card) => (
        <Card component="li" key={card._id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{groupCode(card.code)}</Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(card.balance)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
            {sentTo(card)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {date(card.created_at)} · {paymentMode(card.payment_mode)}
          </Typography>
          <GiftCardActions card={card} rights={rights} {...actions} />
        </Card>
      ))}
    </Stack>
  );
}
