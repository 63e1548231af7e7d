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
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/lib/notices';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { QueryLoadError } from '@/components/ui/ListStates';
import { userQuery } from '@/lib/api/account';
import { plansQuery, useChoosePlan } from '@/lib/api/billing';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { Plan } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { usePlanTexts } from '@/components/ui/use-plan-texts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } as const;

/** The plans of GET subscription/plan as cards; the owner chooses one (SPEC §1: the banner's goal). */
export function PlanList() {
  const t = useTranslations('billing');
  const texts = usePlanTexts();
  const plans = useQuery(plansQuery());
  const account = useQuery(userQuery());
  const choose = useChoosePlan();
  /** A plan to switch to, waiting for the owner's yes (a first choice needs none). */
  const [switchTo, setSwitchTo] = useState<Plan | null>(null);
  // Separate from switchTo, so the dialog keeps its text while it closes.
  const [confirming, setConfirming] = useState(false);

  if (plans.isPending || account.isPending) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={280} />
        ))}
      </Box>
    );
  }
  if (isFirstLoadFailure(plans) || isFirstLoadFailure(account))
    return <QueryLoadError queries={[plans, account]} retryLabel={t('retry')} />;
  if (plans.data.plans.length === 0) return <Alert severity="info">{t('empty')}</Alert>;

  const subscription = account.data.business?.subscription;
  const current = subscription?.plan_name ?? null;
  // One currency for every plan (the usual case): said once above the cards, prices with the bare sign.
  const currencies = new Set(plans.data.plans.map((p) => p.currency.toUpperCase()));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;
  // The plan's id when the API sends it; its name otherwise (both identify it).
  const isCurrent = (plan: Plan) => (subscription?.plan_id ? plan._id === subscription.plan_id : plan.name === current);
  const isOwner = account.data.user.role === 'owner';
  const submit = (plan: Plan) =>
    choose.mutate(
      { planId: plan._id, change: current !== null },
      {
        // The server's own message, when it sends one, is already shown by the query cache.
        onSuccess: (reply) => {
          if (!reply.message) notify(t('chosen', { plan: texts.name(plan.name) }), { variant: 'success' });
        },
        onSettled: () => setConfirming(false),
      },
    );
  const onChoose = (plan: Plan) => {
    if (current === null) return submit(plan);
    setSwitchTo(plan);
    setConfirming(true);
  };

  return (
    <>
      {currency && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('currencyNote', { currency })}
        </Typography>
      )}
      <Box component="ul" aria-label={t('plansLabel')} sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
        {plans.data.plans.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            isCurrent={isCurrent(plan)}
            currencyShown={currency !== null}
            canChoose={isOwner}
            busy={choose.isPending && choose.variables.planId === plan._id}
            disabled={choose.isPending}
            onChoose={() => onChoose(plan)}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('change.title', { plan: texts.name(switchTo?.name ?? '') })}
        description={t('change.description', {
          current: texts.name(current ?? ''),
          plan: texts.name(switchTo?.name ?? ''),
        })}
        confirmLabel={t('change.confirm')}
        cancelLabel={t('change.cancel')}
        busy={choose.isPending}
        onConfirm={() => switchTo && submit(switchTo)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

interface CardProps {
  plan: Plan;
  isCurrent: boolean;
  /** The page names the currency once: the price shows only its sign. */
  currencyShown: boolean;
  canChoose: boolean;
  busy: boolean;
  /** Another plan is being chosen: one choice at a time. */
  disabled: boolean;
  onChoose: () => void;
}

function PlanCard({ plan, isCurrent, currencyShown, canChoose, busy, disabled, onChoose }: CardProps) {
  const t = useTranslations('billing');
  const locale = useLocale();
  const titleId = useId();
  const { name, description, features } = usePlanTexts().of(plan);
  const price = formatMoney(plan.price, plan.currency, locale, currencyShown ? 'narrow' : 'symbol');

  const button = (
    <Button
      fullWidth
      variant={isCurrent ? 'outlined' : 'contained'}
      disabled={isCurrent || !canChoose || disabled}
      onClick={onChoose}
      aria-busy={busy}
      aria-describedby={titleId}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {isCurrent ? t('current') : busy ? t('choosing') : t('choose')}
    </Button>
  );

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
        {canChoose || isCurrent ? (
          button
        ) : (
          // A disabled button fires no events: the span carries the tooltip and its focus.
          <Tooltip title={t('ownerOnly')}>
            <Box component="span" tabIndex={0} sx={{ display: 'block', width: '100%' }}>
              {button}
            </Box>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
