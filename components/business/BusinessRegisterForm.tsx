'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { namedOptions } from '@/components/ui/form/named-options';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { PhoneField } from '@/components/ui/form/PhoneField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { QueryLoadError } from '@/components/ui/ListStates';
import { businessTypesQuery, countriesQuery, useRegisterBusiness } from '@/lib/api/business';
import { switchSession } from '@/lib/api/session-events';
import { businessRegisterForm, type BusinessRegisterRequest } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { AddressFields } from './AddressFields';
import { FailureAlert } from '@/components/ui/form/FailureAlert';

/** The server names nested fields with dotted paths; these are the ones this form shows. */
const FIELDS = [
  'name',
  'type',
  'location_name',
  'website',
  'phone_number',
  'address.street',
  'address.city',
  'address.state_province',
  'address.zip_postal_code',
  'address.country',
] as const;

const EMPTY: BusinessRegisterRequest = {
  name: '',
  type: '',
  location_name: '',
  website: '',
  phone_number: '',
  address: { street: '', city: '', state_province: '', zip_postal_code: '', country: '' },
};

export function BusinessRegisterForm() {
  const t = useTranslations('business.register');
  const register = useRegisterBusiness();
  const types = useQuery(businessTypesQuery());
  // AddressFields reads the countries too (one request): a failed list shows here, above the form.
  const countries = useQuery(countriesQuery());
  // The postal code rule is the chosen country's: the resolver follows the countries as they load.
  const resolver = useMemo(() => {
    const codes = new Map(countries.data?.countries.map((c) => [c._id, c.code]));
    return zodResolver(businessRegisterForm((id) => codes.get(id)));
  }, [countries.data]);
  const form = useForm<BusinessRegisterRequest, unknown, z.output<ReturnType<typeof businessRegisterForm>>>({
    resolver,
    defaultValues: EMPTY,
  });
  const failure = useFormFailure(form.setError, FIELDS);
  const typeOptions = useMemo(() => namedOptions(types.data?.business_types), [types.data]);

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      values,
      // The BFF put the new business in the session.
      failure.sending({ onSuccess: () => switchSession(paths.home) }),
    ),
  );

  return (
    <Paper elevation={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box component="header" sx={{ mb: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('subtitle')}
        </Typography>
      </Box>
      <form onSubmit={onSubmit} noValidate aria-busy={register.isPending}>
        <FailureAlert message={failure.message} />
        <QueryLoadError queries={[types, countries]} />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
          {t('businessSection')}
        </Typography>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('name')}
              autoComplete="organization"
              required
              autoFocus
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={form.control}
              name="type"
              label={t('type')}
              options={typeOptions}
              loading={types.isPending}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="location_name"
              label={t('locationName')}
              hint={t('locationNameHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="website"
              label={t('website')}
              hint={t('websiteHint')}
              autoComplete="url"
              type="url"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PhoneField
              control={form.control}
              name="phone_number"
              label={t('phone')}
              placeholder="(514) 555-0199"
              required
            />
          </Grid>
        </Grid>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
          {t('addressSection')}
        </Typography>
        <AddressFields form={form} />
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={register.isPending} fullWidth={false} sx={{ width: { xs: '100%', sm: 'auto' }, px: 4 }}>
            {t('submit')}
          </SubmitButton>
        </Box>
      </form>
    </Paper>
  );
}
