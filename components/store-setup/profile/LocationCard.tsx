'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormSelect, namedOptions } from '@/components/ui/form/FormSelect';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { PhoneField } from '@/components/ui/form/PhoneField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { QueryLoadError } from '@/components/ui/ListStates';
import { countriesQuery } from '@/lib/api/business';
import { useSaveLocation } from '@/lib/api/store-profile';
import type { Location, LocationRequest } from '@/lib/contract';
import { PositionFields } from './PositionFields';
import { LOCATION_FIELDS, locationForm, locationValues, type LocationFormIn } from './schema';
import { TimeZoneField } from './TimeZoneField';

interface Props {
  /** The location the session works on; the card is mounted again for another one. */
  location: Location;
  tileUrl: string;
}

/** One location's name, address, phone, time zone and pin (PUT location/{id}). */
export function LocationCard({ location, tileUrl }: Props) {
  const t = useTranslations('storeSetup.store');
  const countries = useQuery(countriesQuery());
  const save = useSaveLocation();
  // The postal code rule is the chosen country's: the resolver follows the countries as they load.
  const codes = useMemo(() => new Map(countries.data?.countries.map((c) => [c._id, c.code])), [countries.data]);
  const resolver = useMemo(() => zodResolver(locationForm((id) => codes.get(id))), [codes]);
  const form = useForm<LocationFormIn, unknown, LocationRequest>({ resolver, defaultValues: locationValues(location) });
  const failure = useFormFailure(form.setError, LOCATION_FIELDS);
  const countryId = useWatch({ control: form.control, name: 'address.country' });
  // Until the list is there, the location's own country and province stand for it (no blank select).
  const { country_details: ownCountry, state_province_details: ownState } = location.address;
  const countryOptions = useMemo(
    () => namedOptions(countries.data?.countries ?? (ownCountry ? [ownCountry] : [])),
    [countries.data, ownCountry],
  );
  const stateOptions = useMemo(
    () =>
      namedOptions(
        countries.data ? countries.data.countries.find((c) => c._id === countryId)?.states : ownState ? [ownState] : [],
      ),
    [countries.data, countryId, ownState],
  );

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: location._id, body },
      failure.sending({ onSuccess: (reply) => form.reset(locationValues(reply.location)) }),
    ),
  );

  return (
    <Paper component="section" aria-labelledby="location-card-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="location-card-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('locationTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('locationText')}
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <FailureAlert message={failure.message} />
        <QueryLoadError queries={[countries]} />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="name" label={t('locationName')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PhoneField
              control={form.control}
              name="contact.phone_number"
              label={t('locationPhone')}
              placeholder="(514) 555-0199"
              required
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="address.street"
              label={t('street')}
              autoComplete="address-line1"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="address.city"
              label={t('city')}
              autoComplete="address-level2"
              required
              fullWidth
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
              fullWidth
              // A province of the previous country would be refused: start that choice over.
              onValueChange={() => form.setValue('address.state_province', '', { shouldDirty: true })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={form.control}
              name="address.state_province"
              label={t('state')}
              options={stateOptions}
              loading={countries.isPending}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="address.zip_postal_code"
              label={t('zip')}
              autoComplete="postal-code"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TimeZoneField control={form.control} label={t('timeZone')} current={location.timezone} />
          </Grid>
        </Grid>
        <PositionFields form={form} countryCode={codes.get(countryId)} tileUrl={tileUrl} />
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton busy={save.isPending} fullWidth={false}>
            {t('saveLocation')}
          </SubmitButton>
        </Box>
      </form>
    </Paper>
  );
}
