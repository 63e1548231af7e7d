'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/ui/form/EmailField';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormSelect, namedOptions } from '@/components/ui/form/FormSelect';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { PhoneField } from '@/components/ui/form/PhoneField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useServerCopy } from '@/components/ui/form/use-server-copy';
import { QueryLoadError } from '@/components/ui/ListStates';
import { businessTypesQuery } from '@/lib/api/business';
import { businessInfoQuery, useSaveBusinessInfo } from '@/lib/api/store-profile';
import {
  BUSINESS_FIELDS,
  businessForm,
  businessRequest,
  businessValues,
  type BusinessFormIn,
  type BusinessFormOut,
} from './schema';

/** The business's own line: name, type, website, e-mail and phone (PATCH business/info). */
export function BusinessInfoCard() {
  const t = useTranslations('storeSetup.store');
  const info = useQuery(businessInfoQuery());
  const types = useQuery(businessTypesQuery());
  const save = useSaveBusinessInfo();
  const form = useForm<BusinessFormIn, unknown, BusinessFormOut>({
    resolver: zodResolver(businessForm),
    defaultValues: businessValues(info.data?.business_info),
  });
  const failure = useFormFailure(form.setError, BUSINESS_FIELDS);
  const typeOptions = useMemo(() => namedOptions(types.data?.business_types), [types.data]);

  // The first load (when the server did not prefetch it) fills the form; later reloads do not
  // overwrite what is being typed.
  const loaded = info.data?.business_info;
  const { isDirty } = form.formState;
  useServerCopy(loaded, isDirty, (copy) => form.reset(businessValues(copy)));

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      businessRequest(values),
      // The saved line becomes the form's new starting point.
      failure.sending({ onSuccess: (reply) => form.reset(businessValues(reply.business_info)) }),
    ),
  );

  return (
    <Paper component="section" aria-labelledby="business-card-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="business-card-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('businessTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('businessText')}
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <FailureAlert message={failure.message} />
        <QueryLoadError queries={[info, types]} />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="name" label={t('businessName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={form.control}
              name="type"
              label={t('businessType')}
              options={typeOptions}
              loading={types.isPending}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="website"
              label={t('website')}
              type="url"
              autoComplete="url"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EmailField control={form.control} name="email" label={t('email')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PhoneField
              control={form.control}
              name="phone_number"
              label={t('businessPhone')}
              placeholder="(514) 555-0199"
              fullWidth
            />
          </Grid>
        </Grid>
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={save.isPending} fullWidth={false}>
            {t('saveBusiness')}
          </SubmitButton>
        </Box>
      </form>
    </Paper>
  );
}
