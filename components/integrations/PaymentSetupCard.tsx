'use client';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightForm } from '@/components/ui/form/light/use-light-form';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { paymentStatusQuery, useConnectPayment, useDisconnectPayment } from '@/lib/api/integrations-setup';
import type { paymentConnectRequest } from '@/lib/contract/integrations';

type Input = z.input<typeof paymentConnectRequest>;
type Values = z.output<typeof paymentConnectRequest>;

const FIELDS = ['account_id', 'secret_key'] as const;
const EMPTY: Input = { provider: 'test', account_id: '', secret_key: '' };
const resolver = lightZodResolver(() => import('@/lib/contract/integrations').then((m) => m.paymentConnectRequest));

/** Payment Setup: the connected provider, or a form to connect the built-in test provider. */
export function PaymentSetupCard() {
  const t = useTranslations('integrations.payment');
  const status = useQuery(paymentStatusQuery());
  const connect = useConnectPayment();
  const disconnect = useDisconnectPayment();
  const form = useLightForm<Input, Values>({ resolver, defaultValues: EMPTY });
  const failure = useFormFailure(form.setError, FIELDS);
  const onSubmit = form.handleSubmit((values) =>
    connect.mutate(values, failure.sending({ onSuccess: () => form.reset(EMPTY) })),
  );
  const account = status.data?.payment ?? null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="payment-setup-title">
      <Typography id="payment-setup-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('description')}
      </Typography>
      {account ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success">
            {t('connected', { provider: t('testProvider'), account: account.account_id })}
          </Alert>
          <Button variant="outlined" color="error" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            {t('disconnect')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
          <FailureAlert message={failure.message} />
          <Typography variant="subtitle2">{t('testProvider')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('testHint')}
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <LightTextField form={form} name="account_id" label={t('accountId')} autoComplete="off" />
            <LightTextField form={form} name="secret_key" label={t('secretKey')} autoComplete="off" />
          </Stack>
          <SubmitButton busy={connect.isPending} sx={{ mt: 2 }}>
            {t('connect')}
          </SubmitButton>
        </form>
      )}
    </Paper>
  );
}
