'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { classNames } from '@/components/ui/class-names';
import { iconPaths } from '@/components/ui/icon-paths';
import { QueryLoadError } from '@/components/ui/ListStates';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import { plansQuery, type PlanPeriod } from '@/lib/api/billing';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { Plan } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './billing.module.css';
import { HydratedPlanComparison } from './HydratedBillingParts';

const PERIODS: readonly PlanPeriod[] = ['monthly', 'yearly'];

interface Props {
  period: PlanPeriod;
  onPeriod: (period: PlanPeriod) => void;
  isCurrent: (plan: Plan) => boolean;
  /** The plan a downgrade waits for: its card says so. */
  pendingPlanId: string | null;
  /** Choose a plan; `plans` is the list it was chosen from (the checkout compares prices). */
  onChoose: (plan: Plan, plans: readonly Plan[]) => void;
}

/** The plans of GET subscription/plan for one period, as cards and as a comparison table (SPEC §1, §7). */
export function PlanList({ period, onPeriod, isCurrent, pendingPlanId, onChoose }: Props) {
  const t = useTranslations('billing');
  const plans = useQuery(plansQuery(period));

  // An exclusive toggle group, as MUI's: pressed buttons in a named group.
  const toggle = (
    <div role="group" aria-label={t('period.label')} className={styles.toggle}>
      {PERIODS.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.toggleButton}
          aria-pressed={period === value}
          onClick={() => onPeriod(value)}
        >
          {t(`period.${value}`)}
        </button>
      ))}
    </div>
  );

  if (plans.isPending) {
    return (
      <>
        {toggle}
        <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <PlainSkeleton key={i} variant="rounded" height={280} />
          ))}
        </div>
      </>
    );
  }
  if (isFirstLoadFailure(plans)) return <QueryLoadError queries={[plans]} retryLabel={t('retry')} />;
  const list = plans.data.plans;
  if (list.length === 0) {
    return (
      <>
        {toggle}
        <PlainAlert severity="info" role="status">
          {period === 'yearly' ? t('noYearly') : t('empty')}
        </PlainAlert>
      </>
    );
  }

  // One currency for every plan (the usual case): said once above the cards, prices with the bare sign.
  const currencies = new Set(list.map((p) => p.currency.toUpperCase()));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;

  return (
    <>
      {toggle}
      {currency && (
        <p className={classNames(styles.text, styles.secondary, styles.currencyNote)}>
          {t('currencyNote', { currency })}
        </p>
      )}
      <ul aria-label={t('plansLabel')} className={styles.grid}>
        {list.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            isCurrent={isCurrent(plan)}
            isPending={plan._id === pendingPlanId}
            currencyShown={currency !== null}
            onChoose={() => onChoose(plan, list)}
          />
        ))}
      </ul>
      <HydratedPlanComparison plans={list} currentPlanId={list.find(isCurrent)?._id ?? null} />
    </>
  );
}

interface CardProps {
  plan: Plan;
  isCurrent: boolean;
  isPending: boolean;
  /** The page names the currency once: the price shows only its sign. */
  currencyShown: boolean;
  onChoose: () => void;
}

function PlanCard({ plan, isCurrent, isPending, currencyShown, onChoose }: CardProps) {
  const t = useTranslations('billing');
  const locale = useLocale();
  const titleId = useId();
  const { name, description, features } = usePlanTexts().of(plan);
  const price = formatMoney(plan.price, plan.currency, locale, currencyShown ? 'narrow' : 'symbol');

  return (
    <li
      aria-labelledby={titleId}
      aria-current={isCurrent ? 'true' : undefined}
      className={classNames(panel.outlined, styles.card, styles.plan, isCurrent && styles.currentPlan)}
    >
      <div className={classNames(styles.content, styles.planBody)}>
        <div className={styles.planHead}>
          <h2 id={titleId} className={styles.title}>
            {name}
          </h2>
          {isCurrent && <PlainChip label={t('current')} color="primary" />}
          {isPending && <PlainChip label={t('upcoming')} />}
        </div>
        <p className={styles.price}>{t(`interval.${plan.interval}`, { price })}</p>
        <p className={classNames(styles.text, styles.secondary, styles.description)}>{description}</p>
        {features.length > 0 && (
          <ul aria-label={t('features', { plan: name })} className={styles.features}>
            {features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <span className={styles.featureIcon}>
                  <PlainIcon path={iconPaths.check} small />
                </span>
                <span className={styles.featureText}>{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.planActions}>
        <PlainButton
          fullWidth
          variant={isCurrent ? 'outlined' : 'contained'}
          disabled={isCurrent || isPending}
          onClick={onChoose}
          aria-describedby={titleId}
        >
          {isCurrent ? t('current') : t('choose')}
        </PlainButton>
      </div>
    </li>
  );
}
