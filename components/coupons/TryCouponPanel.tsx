'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import { LightMoneyField } from '@/components/ui/form/light/LightMoneyField';
import { LightNativeSelect } from '@/components/ui/form/light/LightNativeSelect';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightForm } from '@/components/ui/form/light/use-light-form';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { PlainButton } from '@/components/ui/PlainButton';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { useTryCoupon } from '@/lib/api/coupons';
import type { couponApplyReply } from '@/lib/contract';
import { orderTypes } from '@/lib/contract/plain/orders';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './try-coupon.module.css';
import type { TryFormIn, TryFormOut } from './try-schema';

const EMPTY: TryFormIn = { code: '', order_type: orderTypes[0], customer: { email: '' }, subtotal: '' };
const FIELDS = ['code', 'order_type', 'customer.email', 'subtotal'] as const;
// Shown with the list: its rules (and zod) load when the panel is first focused.
const resolver = lightZodResolver(() => import('./try-schema').then((m) => m.tryForm));

interface Outcome {
  reply: z.infer<typeof couponApplyReply>;
  /** The subtotal asked about, in cents. */
  subtotal: number;
}

/**
 * "Try a code": asks what the storefront asks before checkout (POST coupon/apply, which changes
 * nothing) and shows the discount, or why the code is refused in the server's words. On the
 * light form and plain fields: the panel renders with the list, and MUI's inputs and
 * react-hook-form cost the page about 15 Lighthouse points on a phone (issue 11).
 */
export function TryCouponPanel() {
  const t = useTranslations('coupons.try');
  const types = useTranslations('orders.type');
  const money = useLocationMoney();
  const headingId = useId();
  const check = useTryCoupon();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useLightForm<TryFormIn, TryFormOut>({ resolver, defaultValues: EMPTY });
  const failure = useFormFailure(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    check.mutate(
      body,
      failure.sending({ onSuccess: (reply) => setOutcome({ reply, subtotal: body.lines[0]!.price }) }),
    );
  });

  return (
    <section aria-labelledby={headingId} className={`${panel.outlined} ${panel.padded}`}>
      <h2 id={headingId} className={panel.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} aria-label={t('title')}>
        <FailureAlert message={failure.message} />
        <div className={styles.fields}>
          <LightTextField
            form={form}
            name="code"
            label={t('code')}
            required
            code
            autoComplete="off"
            autoCapitalize="characters"
            className={styles.upper}
          />
          <LightNativeSelect
            form={form}
            name="order_type"
            label={t('orderType')}
            required
            fullWidth
            margin="none"
            options={orderTypes.map((value) => ({ value, label: types(value) }))}
          />
          <LightTextField
            form={form}
            name="customer.email"
            label={t('email')}
            type="email"
            autoComplete="off"
            required
          />
          <LightMoneyField form={form} name="subtotal" label={t('subtotal')} required />
        </div>
        <PlainButton type="submit" variant="outlined" busy={check.isPending} className={styles.submit}>
          {t('submit')}
        </PlainButton>
      </form>
      <div role="status" aria-live="polite" className={outcome ? styles.outcome : undefined}>
        {outcome?.reply.valid && (
          <PlainAlert severity="success" title={t('applies', { code: outcome.reply.code })}>
            {t('discount', {
              discount: money.format(outcome.reply.discount),
              total: money.format(Math.max(outcome.subtotal - outcome.reply.discount, 0)),
            })}
          </PlainAlert>
        )}
        {outcome && !outcome.reply.valid && (
          <PlainAlert severity="warning" title={t('refused')}>
            {outcome.reply.message}
          </PlainAlert>
        )}
      </div>
    </section>
  );
}
