'use client';
import {
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DateRangeFilter, type DateRangeValue } from '@/components/ui/DateRangeFilter';
import { QueryLoadError } from '@/components/ui/ListStates';
import { useCurrentLocation, useLocationMoney } from '@/components/ui/use-current-location';
import { couponResultsQuery } from '@/lib/api/coupons';
import { HISTORY_MAX_DAYS } from '@/lib/contract/plain/orders';
import { presetRange } from '@/lib/dates';

/** A coupon's results are read over weeks: this month so far, until another range is chosen. */
const FIRST_PRESET = 'this_month';

/**
 * Coupon results (issue 16): per coupon, the orders that used it over a range of the location's
 * days, the discount they got and what they came to, with the order history's range presets.
 */
export function CouponResults() {
  const t = useTranslations('coupons.results');
  const format = useFormatter();
  const money = useLocationMoney();
  const headingId = useId();
  const location = useCurrentLocation();
  const timeZone = location.timeZone ?? 'UTC';
  const [chosen, setChosen] = useState<DateRangeValue | null>(null);
  const range = chosen ?? { preset: FIRST_PRESET, ...presetRange(FIRST_PRESET, new Date(), timeZone)! };
  // Before the account has loaded, "this month" would be the browser's: wait for the location's zone.
  const results = useQuery({ ...couponResultsQuery(range), enabled: location.loaded });
  const rows = results.data?.results ?? [];
  const total = (key: 'uses' | 'discount' | 'sales') => rows.reduce((sum, r) => sum + r[key], 0);
  // Narrow cells on a phone, so four columns fit 375 px.
  const cells = { '& th, & td': { px: { xs: 1, sm: 2 } } };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('intro')}
          </Typography>
        </div>
        <DateRangeFilter value={range} timeZone={timeZone} onChange={setChosen} maxDays={HISTORY_MAX_DAYS} />
        <QueryLoadError queries={[results]} lead={t('loadFailed')} retryLabel={t('retry')} />
        {results.isPending && !results.isError && (
          <Skeleton variant="rounded" height={160} aria-busy="true" aria-label={t('loading')} />
        )}
        {results.data && rows.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
        {rows.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('tableLabel')} aria-busy={results.isFetching} sx={cells}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('code')}</TableCell>
                  <TableCell align="right">{t('uses')}</TableCell>
                  <TableCell align="right">{t('discount')}</TableCell>
                  <TableCell align="right">{t('sales')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.coupon_id}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {r.code}
                    </TableCell>
                    <TableCell align="right">{format.number(r.uses)}</TableCell>
                    <TableCell align="right">{money.format(r.discount)}</TableCell>
                    <TableCell align="right">{money.format(r.sales)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              {rows.length > 1 && (
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('total')}
                    </TableCell>
                    <TableCell align="right">{format.number(total('uses'))}</TableCell>
                    <TableCell align="right">{money.format(total('discount'))}</TableCell>
                    <TableCell align="right">{money.format(total('sales'))}</TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
        )}
      </Stack>
    </Paper>
  );
}
