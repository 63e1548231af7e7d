'use client';
import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { QueryLoadError } from '@/components/ui/ListStates';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import { plansQuery, type PlanPeriod } from '@/lib/api/billing';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { Plan } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { HydratedPlanComparison } from './HydratedBillingParts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } as const;

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

  const toggle = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={period}
      onChange={(_, value: PlanPeriod | null) => value && onPeriod(value)}
      aria-label={t('period.label')}
      sx={{ mb: 2 }}
    >
      <ToggleButton value="monthly">{t('period.monthly')}</ToggleButton>
      <ToggleButton value="yearly">{t('period.yearly')}</ToggleButton>
    </ToggleButtonGroup>
  );

  if (plans.isPending) {
    return (
      <>
        {toggle}
        <Box sx={grid} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={280} />
          ))}
        </Box>
      </>
    );
  }
  if (isFirstLoadFailure(plans)) return <QueryLoadError queries={[plans]} retryLabel={t('retry')} />;
  const list = plans.data.plans;
  if (list.length === 0) {
    return (
      <>
        {toggle}
        <Alert severity="info">{period === 'yearly' ? t('noYearly') : t('empty')}</Alert>
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
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('currencyNote', { currency })}
        </Typography>
      )}
      <Box component="ul" aria-label={t('plansLabel')} sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
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
      </Box>
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
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      aria-current={isCurrent ? 'true' : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: isCurrent ? 'primary.main' : undefined,
        borderWidth: isCurrent ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          {isCurrent && <Chip label={t('current')} color="primary" size="small" />}
          {isPending && <Chip label={t('upcoming')} size="small" />}
        </Box>
        <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 700 }}>
          {t(`interval.${plan.interval}`, { price })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
        {features.length > 0 && (
          <List dense aria-label={t('features', { plan: name })} sx={{ mt: 1 }}>
            {features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon fontSize="small" color="success" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={isCurrent ? 'outlined' : 'contained'}
          disabled={isCurrent || isPending}
          onClick={onChoose}
          aria-describedby={titleId}
        >
          {isCurrent ? t('current') : t('choose')}
        </Button>
      </CardActions>
    </Card>
  );
}
