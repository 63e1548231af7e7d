'use client';
import { Box, Divider, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { DetailDrawer } from '@/components/ui/DetailDrawer';
import { ListError } from '@/components/ui/ListStates';
import { giftCardHistoryQuery } from '@/lib/api/gift-cards';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { GiftCard } from '@/lib/contract';
import { groupCode } from './gift-card-code';
import { GiftCardTransactionLine } from './GiftCardTransactionLine';
import { useGiftCardFormat } from './use-gift-card-format';

type FactKey = 'balance' | 'recipient' | 'buyer' | 'message';

export interface GiftCardHistoryProps {
  /** The card shown; null closes the drawer. */
  cardId: string | null;
  onClose: () => void;
}

/** One card: its balance and who it is for, then every change of its balance, newest first. */
export function GiftCardHistoryPanel({ cardId, onClose }: GiftCardHistoryProps) {
  const t = useTranslations('giftCards.history');
  const fmt = useGiftCardFormat();
  const history = useQuery({ ...giftCardHistoryQuery(cardId ?? ''), enabled: !!cardId });
  const card = history.data?.gift_card;
  const facts = (c: GiftCard): [FactKey, string][] => [
    ['balance', fmt.money(c.balance)],
    ['recipient', c.recipient_email ?? '—'],
    ['buyer', c.buyer_email ?? '—'],
    ...(c.message ? ([['message', c.message]] as [FactKey, string][]) : []),
  ];

  return (
    <DetailDrawer
      open={!!cardId}
      onClose={onClose}
      title={card ? t('title', { code: groupCode(card.code) }) : t('loadingTitle')}
      closeLabel={t('close')}
    >
      {history.isPending && cardId && (
        <Stack spacing={1} aria-busy>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      )}
      {isFirstLoadFailure(history) && (
        <ListError message={history.error.message} retryLabel={t('retry')} onRetry={() => void history.refetch()} />
      )}
      {card && history.data && (
        <Stack spacing={2}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1 }}>
            {facts(card).map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" color="text.secondary">
                  {t(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
          <Divider />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('transactions')}
          </Typography>
          <List aria-label={t('transactions')} disablePadding>
            {history.data.transactions.map((tx) => (
              <ListItem key={tx._id} divider disableGutters>
                <GiftCardTransactionLine transaction={tx} format={fmt} />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </DetailDrawer>
  );
}
