'use client';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { namedOptions } from '@/components/ui/form/named-options';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { countriesQuery } from '@/lib/api/business';
import type { BusinessRegisterRequest, businessRegisterForm } from '@/lib/contract';

type Form = UseFormReturn<BusinessRegisterRequest, unknown, z.output<ReturnType<typeof businessRegisterForm>>>;

/** Street, city, country, state/province and zip; the states offered are the chosen country's. */
export function AddressFields({ form }: { form: Form }) {
  const t = useTranslations('business.register');
  const countries = useQuery(countriesQuery());
  const countryId = useWatch({ control: form.control, name: 'address.country' });

  const countryOptions = useMemo(() => namedOptions(countries.data?.countries), [countries.data]);
  const stateOptions = useMemo(
    () => namedOptions(countries.data?.countries.find((c) => c._id === countryId)?.states),
    [countries.data, countryId],
  );

  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="address.street"
          label={t('street')}
          autoComplete="address-line1"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="address.city"
          label={t('city')}
          autoComplete="address-level2"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={form.control}
          name="address.country"
          label={t('country')}
          options={countryOptions}
          loading={countries.isPending}
          required
          // A state of the previous country would be refused: start the choice over.
          onValueChange={() => form.resetField('address.state_province', { defaultValue: '' })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={form.control}
          name="address.state_province"
          label={t('state')}
          options={stateOptions}
          disabled={!countryId}
          hint={countryId ? undefined : t('stateHint')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="address.zip_postal_code"
          label={t('zip')}
          autoComplete="postal-code"
          required
        />
      </Grid>
    </Grid>
  );
}
