'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { classNames } from '@/components/ui/class-names';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { PlainButton } from '@/components/ui/PlainButton';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import { useCancelAtPeriodEnd } from '@/lib/api/billing';
import type { BillingDetails } from '@/lib/contract';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './billing.module.css';
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
    <section
      aria-labelledby="billing-subscription-title"
      className={classNames(panel.outlined, styles.card, styles.panel)}
    >
      <div className={styles.content}>
        <h2 id="billing-subscription-title" className={styles.title}>
          {t('title')}
        </h2>
        <div className={styles.lines}>
          {billing.past_due && (
            <PlainAlert
              severity="error"
              action={
                <PlainButton color="inherit" size="small" onClick={onUpdateCard}>
                  {t('updateCard')}
                </PlainButton>
              }
            >
              {billing.past_due.reason}{' '}
              {billing.past_due.next_retry_at
                ? t('nextRetry', { date: day(billing.past_due.next_retry_at) })
                : t('lastRetry')}
            </PlainAlert>
          )}
          <p className={styles.text}>
            {!billing.period_end
              ? t('noPeriod', { plan })
              : billing.cancel_at_period_end
                ? t('endsOn', { plan, date: end })
                : t('renewsOn', { plan, date: end })}
          </p>
          {billing.pending_plan && !billing.cancel_at_period_end && (
            <p className={styles.text}>{t('pending', { plan: planName(billing.pending_plan.name), date: end })}</p>
          )}
          <div className={styles.cardLine}>
            <p className={classNames(styles.text, styles.secondary)}>
              {billing.card
                ? t('card', {
                    brand: cardBrand(billing.card.brand),
                    last4: billing.card.last4,
                    month: String(billing.card.exp_month).padStart(2, '0'),
                    year: String(billing.card.exp_year % 100).padStart(2, '0'),
                  })
                : t('noCard')}
            </p>
            {!billing.past_due && (
              <PlainButton size="small" onClick={onUpdateCard}>
                {t('updateCard')}
              </PlainButton>
            )}
          </div>
        </div>
        {/* A plan given without a paid period (the demo's, one set up outside billing) has nothing to cancel. */}
        {billing.period_end && (
          <div className={styles.actions}>
            {billing.cancel_at_period_end ? (
              <PlainButton variant="contained" disabled={cancel.isPending} onClick={() => cancel.mutate(false)}>
                {t('resume')}
              </PlainButton>
            ) : (
              <PlainButton color="error" variant="outlined" disabled={cancel.isPending} onClick={() => setAsking(true)}>
                {t('cancel')}
              </PlainButton>
            )}
          </div>
        )}
      </div>
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
    </section>
  );
}
