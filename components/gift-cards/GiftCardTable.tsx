'use client';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { GiftCardActions, sentTo, type GiftCardListProps } from './GiftCardActions';
import { groupCode } from './gift-card-code';
import { usePaymentModeText } from './use-payment-mode-text';

/** The cards on a wide screen: code, balance, who it is for, when and how it was paid, and its buttons. */
export function GiftCardTable({ cards, rights, money, date, ...actions }: GiftCardListProps) {
  const t = useTranslations('giftCards.table');
  const paymentMode = usePaymentModeText();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('code')}</TableCell>
            <TableCell align="right">{t('balance')}</TableCell>
            <TableCell>{t('recipient')}</TableCell>
            <TableCell>{t('issued')}</TableCell>
            <TableCell>{t('paymentMode')}</TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card._id} hover>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {groupCode(card.code)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {money(card.balance)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {sentTo(card)}
                {card.recipient_email && card.buyer_email && card.buyer_email !== card.recipient_email && (
                  <Typography variant="body2" color="text.secondary">
                    {t('boughtBy', { email: card.buyer_email })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(card.created_at)}</TableCell>
              <TableCell>{paymentMode(card.payment_mode)}</TableCell>
              <TableCell align="right">
                <GiftCardActions card={card} rights={rights} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
