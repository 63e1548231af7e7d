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
import { integrationQuery } from '@/lib/api/integration';
import { useLinkClover, useUnlinkClover } from '@/lib/api/integrations-setup';
import type { cloverLinkRequest } from '@/lib/contract/integrations';

type Input = z.input<typeof cloverLinkRequest>;
type Values = z.output<typeof cloverLinkRequest>;

const FIELDS = ['merchant_id', 'access_token'] as const;
const EMPTY: Input = { merchant_id: '', access_token: '' };
const resolver = lightZodResolver(() => import('@/lib/contract/integrations').then((m) => m.cloverLinkRequest));

/** Clover POS: linked (merchant id, unlink) or a form to link a merchant with its API token. */
export function CloverPosCard() {
  const t = useTranslations('pos.clover');
  const integration = useQuery(integrationQuery());
  const link = useLinkClover();
  const unlink = useUnlinkClover();
  const form = useLightForm<Input, Values>({ resolver, defaultValues: EMPTY });
  const failure = useFormFailure(form.setError, FIELDS);
  const onSubmit = form.handleSubmit((values) =>
    link.mutate(values, failure.sending({ onSuccess: () => form.reset(EMPTY) })),
  );
  const linked = integration.data?.integration ?? null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="clover-title">
      <Typography id="clover-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('description')}
      </Typography>
      {linked ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success">{t('linked', { merchant: linked.merchant_id })}</Alert>
          <Button variant="outlined" color="error" disabled={unlink.isPending} onClick={() => unlink.mutate(undefined)}>
            {t('unlink')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('notLinked')}
          </Alert>
          <FailureAlert message={failure.message} />
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <LightTextField form={form} name="merchant_id" label={t('merchantId')} autoComplete="off" />
            <LightTextField form={form} name="access_token" label={t('accessToken')} autoComplete="off" />
          </Stack>
          <SubmitButton busy={link.isPending} sx={{ mt: 2 }}>
            {t('link')}
          </SubmitButton>
        </form>
      )}
    </Paper>
  );
}
