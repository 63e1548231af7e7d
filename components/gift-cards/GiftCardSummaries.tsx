'use client';
import { Card, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import { QueryLoadError } from '@/components/ui/ListStates';
import { giftCardSummaryQuery, type GiftCardSummaryKind } from '@/lib/api/gift-cards';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { groupCode } from './gift-card-code';
import { FIRST_SUMMARY_PRESET, firstSummaryRange } from './summary-range';
import { GiftCardTransactionLine } from './GiftCardTransactionLine';
import { useGiftCardFormat } from './use-gift-card-format';

/**
 * Sales (issues and reloads) and redemptions over the days chosen with the order history's
 * presets, in the location's time zone (the API counts its local days).
 */
export function GiftCardSummaries({ timeZone }: { timeZone: string }) {
  const t = useTranslations('giftCards.summary');
  const [range, setRange] = useState<DateRangeValue>(() => ({
    preset: FIRST_SUMMARY_PRESET,
    ...firstSummaryRange(new Date(), timeZone),
  }));
  return (
    <Stack component="section" spacing={2} aria-labelledby="gift-card-summaries">
      <Typography id="gift-card-summaries" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <DateRangeFilter value={range} timeZone={timeZone} onChange={setRange} maxDays={HISTORY_MAX_DAYS} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <SummaryCard kind="sale" range={range} />
        <SummaryCard kind="redeem" range={range} />
      </Stack>
    </Stack>
  );
}

function SummaryCard({ kind, range }: { kind: GiftCardSummaryKind; range: DateRangeValue }) {
  const t = useTranslations('giftCards.summary');
  const fmt = useGiftCardFormat();
  const summary = useQuery(giftCardSummaryQuery(kind, range));
  const data = summary.data;
  const titleId = `gift-card-summary-${kind}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(`${kind}.title`)}
      </Typography>
      <QueryLoadError queries={[summary]} retryLabel={t('retry')} />
      {summary.isPending && <Skeleton variant="rounded" height={72} aria-busy />}
      {data && (
        <>
          <Typography variant="h5" sx={{ fontWeight: 700, mt: 0.5 }}>
            {fmt.money(data.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('count', { count: data.transactions.length })}
          </Typography>
          {data.transactions.length > 0 && (
            <List dense disablePadding aria-label={t(`${kind}.list`)} sx={{ mt: 1, maxHeight: 360, overflowY: 'auto' }}>
              {data.transactions.map((tx) => (
                <ListItem key={tx._id} divider disableGutters>
                  <GiftCardTransactionLine transaction={tx} format={fmt} code={groupCode(tx.code)} />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </Card>
  );
}
