'use client';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import { useCancelAtPeriodEnd } from '@/lib/api/billing';
import type { BillingDetails } from '@/lib/contract';
import { cardBrand } from './charge-summary';

interface Props {
  billing: BillingDetails;
  onUpdateCard: () => void;
}

/** The plan the business pays for: period, card, a waiting downgrade, past due; cancel (asked first) and resume. */
export function SubscriptionPanel({ billing, onUpdateCard }: Props) {
  const t = useTranslations('billing.subscription');
  const format = useFormatter();
  const planName = usePlanTexts().name;
  const cancel = useCancelAtPeriodEnd();
  const [asking, setAsking] = useState(false);
  const day = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '');

  if (billing.status === 'none' || !billing.plan) return null;
  const plan = planName(billing.plan.name);
  const end = day(billing.period_end);

  return (
    <Card variant="outlined" component="section" aria-labelledby="billing-subscription-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="billing-subscription-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {billing.past_due && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onUpdateCard}>
                  {t('updateCard')}
                </Button>
              }
            >
              {billing.past_due.reason}{' '}
              {billing.past_due.next_retry_at
                ? t('nextRetry', { date: day(billing.past_due.next_retry_at) })
                : t('lastRetry')}
            </Alert>
          )}
          <Typography>
            {billing.cancel_at_period_end ? t('endsOn', { plan, date: end }) : t('renewsOn', { plan, date: end })}
          </Typography>
          {billing.pending_plan && !billing.cancel_at_period_end && (
            <Typography>{t('pending', { plan: planName(billing.pending_plan.name), date: end })}</Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              {billing.card
                ? t('card', {
                    brand: cardBrand(billing.card.brand),
                    last4: billing.card.last4,
                    month: String(billing.card.exp_month).padStart(2, '0'),
                    year: String(billing.card.exp_year % 100).padStart(2, '0'),
                  })
                : t('noCard')}
            </Typography>
            {!billing.past_due && (
              <Button size="small" onClick={onUpdateCard}>
                {t('updateCard')}
              </Button>
            )}
          </Box>
        </Stack>
        <Box sx={{ mt: 2 }}>
          {billing.cancel_at_period_end ? (
            <Button variant="contained" disabled={cancel.isPending} onClick={() => cancel.mutate(false)}>
              {t('resume')}
            </Button>
          ) : (
            <Button color="error" variant="outlined" disabled={cancel.isPending} onClick={() => setAsking(true)}>
              {t('cancel')}
            </Button>
          )}
        </Box>
      </CardContent>
      <LazyConfirmDialog
        open={asking}
        title={t('cancelTitle', { plan })}
        description={t('cancelText', { plan, date: end })}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('keep')}
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(true, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
