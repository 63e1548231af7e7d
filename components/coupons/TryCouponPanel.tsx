'use client';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '@/components/ui/form/EmailField';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { useTryCoupon } from '@/lib/api/coupons';
import type { couponApplyReply } from '@/lib/contract';
import { orderTypes } from '@/lib/contract/plain/orders';
import type { TryFormIn, TryFormOut } from './try-schema';

const EMPTY: TryFormIn = { code: '', order_type: orderTypes[0], customer: { email: '' }, subtotal: '' };
const FIELDS = ['code', 'order_type', 'customer.email'] as const;
// Shown on the page's first paint: its rules load when the panel is first focused.
const resolver = lazyZodResolver(() => import('./try-schema').then((m) => m.tryForm));

interface Outcome {
  reply: z.infer<typeof couponApplyReply>;
  /** The subtotal asked about, in cents. */
  subtotal: number;
}

/**
 * "Try a code": asks what the storefront asks before checkout (POST coupon/apply, which changes
 * nothing) and shows the discount, or why the code is refused in the server's words.
 */
export function TryCouponPanel() {
  const t = useTranslations('coupons.try');
  const types = useTranslations('orders.type');
  const money = useLocationMoney();
  const headingId = useId();
  const check = useTryCoupon();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<TryFormIn, unknown, TryFormOut>({ resolver, defaultValues: EMPTY });
  const failure = useFormFailure(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    check.mutate(
      body,
      failure.sending({ onSuccess: (reply) => setOutcome({ reply, subtotal: body.lines[0]!.price }) }),
    );
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} onFocus={resolver.preload} aria-label={t('title')}>
        <FailureAlert message={failure.message} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <FormTextField
            control={form.control}
            name="code"
            label={t('code')}
            required
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, style: { textTransform: 'uppercase' } } }}
          />
          <FormSelect
            control={form.control}
            name="order_type"
            label={t('orderType')}
            required
            options={orderTypes.map((value) => ({ value, label: types(value) }))}
          />
          <EmailField control={form.control} name="customer.email" label={t('email')} required />
          <MoneyField control={form.control} name="subtotal" label={t('subtotal')} required />
        </Box>
        <Button
          type="submit"
          variant="outlined"
          disabled={check.isPending}
          aria-busy={check.isPending}
          startIcon={check.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 2 }}
        >
          {t('submit')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: outcome ? 2 : 0 }}>
        {outcome?.reply.valid && (
          <Alert severity="success">
            <AlertTitle>{t('applies', { code: outcome.reply.code })}</AlertTitle>
            {t('discount', {
              discount: money.format(outcome.reply.discount),
              total: money.format(Math.max(outcome.subtotal - outcome.reply.discount, 0)),
            })}
          </Alert>
        )}
        {outcome && !outcome.reply.valid && (
          <Alert severity="warning">
            <AlertTitle>{t('refused')}</AlertTitle>
            {outcome.reply.message}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
