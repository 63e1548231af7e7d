'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Typography } from '@mui/material';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import { useConfirmPayment, useSubscribe } from '@/lib/api/billing';
import type { BillingDetails, Plan, SubscriptionReply } from '@/lib/contract';
import { formatMoney } from '@/lib/money';
import { CardFields } from './CardFields';
import { CARD_FIELDS, cardForm, emptyCard, type CardFormValues } from './card-form';
import { cardBrand, chargeFor } from './charge-summary';

interface Props {
  open: boolean;
  plan: Plan;
  /** The plan the business has now, when the list shown holds it. */
  currentPlan: Plan | undefined;
  billing: BillingDetails | undefined;
  onClose: () => void;
}

type Action = NonNullable<SubscriptionReply['requires_action']>;

/**
 * Checkout for one plan: a first plan takes the card; a change uses the card on file. A payment
 * the bank wants confirmed (202) becomes a second step. A decline lands on the card number and
 * leaves what was typed. Mounted per opening (the screen keys it by plan).
 */
export function CheckoutDialog({ open: opened, plan, currentPlan, billing, onClose }: Props) {
  const t = useTranslations('billing.checkout');
  const locale = useLocale();
  const format = useFormatter();
  const planName = usePlanTexts().name(plan.name);
  const subscribe = useSubscribe();
  const confirm = useConfirmPayment();
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardForm), defaultValues: emptyCard });
  const failure = useFormFailure(form.setError, CARD_FIELDS);
  const [open, setOpen] = useState(opened);
  const [action, setAction] = useState<Action | null>(null);

  const isUpdate = !!billing && billing.status !== 'none';
  const charge = chargeFor(plan, currentPlan, billing, new Date());
  const money = (cents: number) => formatMoney(cents, plan.currency, locale);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const price = t(`every.${plan.interval}`, { price: money(plan.price) });

  const done = (reply: SubscriptionReply) => {
    if (reply.requires_action) setAction(reply.requires_action);
    else setOpen(false);
  };
  const send = (card: Partial<CardFormValues>) =>
    subscribe.mutate(
      { plan_id: plan._id, is_update: isUpdate, ...card },
      // A change shows no card fields: its failures go to the alert.
      failure.sending({ onSuccess: done, fields: isUpdate ? [] : CARD_FIELDS }),
    );
  const onSubmit = action
    ? (e: FormEvent) => {
        e.preventDefault();
        confirm.mutate(action.action_id, failure.sending({ onSuccess: done, fields: [] }));
      }
    : isUpdate
      ? (e: FormEvent) => {
          e.preventDefault();
          send({});
        }
      : form.handleSubmit((card) => send(card));

  const summary = (() => {
    switch (charge.kind) {
      case 'first':
        return t('summary.first', { amount: money(charge.amount), price });
      case 'upgrade':
        return t('summary.upgrade', {
          amount: money(charge.amount),
          days: charge.remainingDays,
          price,
          date: day(charge.renewsOn),
        });
      case 'downgrade':
        return t('summary.downgrade', { plan: planName, date: day(charge.on) });
      case 'change':
        return t('summary.change', { plan: planName });
      case 'same':
        return t('summary.same', { plan: planName });
    }
  })();

  return (
    <FormDialog
      open={open}
      failure={failure.message}
      onCancel={() => setOpen(false)}
      onExited={onClose}
      busy={subscribe.isPending || confirm.isPending}
      onSubmit={onSubmit}
      title={action ? t('confirmTitle') : t(isUpdate ? 'changeTitle' : 'title', { plan: planName })}
      cancelLabel={t('cancel')}
      submitLabel={action ? t('confirm') : isUpdate ? t('switch') : t('pay', { amount: money(plan.price) })}
      maxWidth="sm"
    >
      {action ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('confirmText', { amount: money(action.amount) })}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography aria-label={t('summaryLabel')} role="note">
            {summary}
          </Typography>
          {isUpdate ? (
            billing?.card && (
              <Typography color="text.secondary">
                {t('cardOnFile', { brand: cardBrand(billing.card.brand), last4: billing.card.last4 })}
              </Typography>
            )
          ) : (
            <CardFields control={form.control} autoFocus />
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
