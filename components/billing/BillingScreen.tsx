'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryLoadError } from '@/components/ui/ListStates';
import { openedLazily } from '@/components/ui/opened-lazily';
import { userQuery } from '@/lib/api/account';
import { subscriptionQuery, type PlanPeriod } from '@/lib/api/billing';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { Plan } from '@/lib/contract';
import styles from './billing.module.css';
import { HydratedInvoiceList } from './HydratedBillingParts';
import { PlanList } from './PlanList';
import { SubscriptionPanel } from './SubscriptionPanel';

// The card forms (and zod) load when a checkout or a card update first opens, not with the page.
const CheckoutDialog = openedLazily(
  () => import('./CheckoutDialog').then((m) => m.CheckoutDialog),
  (p) => p.open,
);
const CardDialog = openedLazily(
  () => import('./CardDialog').then((m) => m.CardDialog),
  (p) => p.open,
);

/** `?card=update` opens the card form: where the past-due banner leads. */
export const CARD_UPDATE_PARAM = 'card';

/** /settings/billing (owner only): the subscription, the plans with checkout, the invoices. */
export function BillingScreen() {
  const t = useTranslations('billing');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const account = useQuery(userQuery());
  const subscription = useQuery(subscriptionQuery());
  const [period, setPeriod] = useState<PlanPeriod>('monthly');
  const [checkout, setCheckout] = useState<{ plan: Plan; plans: readonly Plan[] } | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const cardAsked = params.get(CARD_UPDATE_PARAM) === 'update';

  if (isFirstLoadFailure(subscription)) return <QueryLoadError queries={[subscription]} retryLabel={t('retry')} />;
  const billing = subscription.data?.billing;
  const accountSub = account.data?.business?.subscription;
  // The billing reply names the plan by id; GET user by id or, from older data, by name.
  const currentId = billing?.plan?._id ?? accountSub?.plan_id ?? null;
  const isCurrent = (plan: Plan) =>
    currentId ? plan._id === currentId : !!accountSub?.plan_name && plan.name === accountSub.plan_name;
  const closeCard = () => {
    setCardOpen(false);
    if (cardAsked) router.replace(pathname);
  };

  return (
    <>
      {billing && <SubscriptionPanel billing={billing} onUpdateCard={() => setCardOpen(true)} />}
      <PlanList
        period={period}
        onPeriod={setPeriod}
        isCurrent={isCurrent}
        pendingPlanId={billing?.pending_plan?._id ?? null}
        onChoose={(plan, plans) => setCheckout({ plan, plans })}
      />
      <section aria-labelledby="billing-invoices-title" className={styles.invoices}>
        <h2 id="billing-invoices-title" className={`${styles.title} ${styles.invoicesTitle}`}>
          {t('invoices.title')}
        </h2>
        <HydratedInvoiceList />
      </section>
      {checkout && (
        <CheckoutDialog
          key={checkout.plan._id}
          open
          plan={checkout.plan}
          currentPlan={checkout.plans.find(isCurrent)}
          billing={billing}
          onClose={() => setCheckout(null)}
        />
      )}
      {/* A new form per opening; it closes itself. */}
      {(cardOpen || cardAsked) && billing && <CardDialog open pastDue={!!billing.past_due} onClose={closeCard} />}
    </>
  );
}
