'use client';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { GiftCardTransaction } from '@/lib/contract';
import type { useGiftCardFormat } from './use-gift-card-format';

interface Props {
  transaction: GiftCardTransaction;
  format: ReturnType<typeof useGiftCardFormat>;
  /** The summaries name the card too; the card's own history does not need to. */
  code?: string;
}

/**
 * One change of a balance: its type and signed amount, the balance after it, who made it and
 * when. A resend moves no money, so it shows no amount.
 */
export function GiftCardTransactionLine({ transaction: tx, format, code }: Props) {
  const t = useTranslations('giftCards.transaction');
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`types.${tx.type}`)}
          {code && (
            <Typography component="span" sx={{ fontFamily: 'monospace', ml: 1, fontWeight: 400 }}>
              {code}
            </Typography>
          )}
        </Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {tx.amount === 0 ? '—' : format.signedMoney(tx.amount)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('balanceAfter', { balance: format.money(tx.balance_after) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('byWhen', { by: tx.by || t('unknownMember'), when: format.dateTime(tx.created_at) })}
      </Typography>
    </Box>
  );
}
