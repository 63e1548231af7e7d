'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { PlainSubmitButton } from '@/components/ui/form/PlainSubmitButton';
import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import { LightNativeSelect } from '@/components/ui/form/light/LightNativeSelect';
import { LightPhoneField } from '@/components/ui/form/light/LightPhoneField';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightForm, useLightValue } from '@/components/ui/form/light/use-light-form';
import { namedOptions } from '@/components/ui/form/named-options';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { QueryLoadError } from '@/components/ui/ListStates';
import panel from '@/components/ui/plain-panel.module.css';
import { countriesQuery } from '@/lib/api/business';
import { useSaveLocation } from '@/lib/api/store-profile';
import type { Location, LocationRequest } from '@/lib/contract';
import { PositionFields } from './PositionFields';
import styles from './store-profile.module.css';
import { TimeZoneField } from './TimeZoneField';
import { LOCATION_FIELDS, locationValues, type LocationFormIn } from './values';

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
  // The postal code rule is the chosen country's: the check follows the countries as they load.
  // The rules (and zod) load when the card is first focused, not with the page.
  const codes = useMemo(() => new Map(countries.data?.countries.map((c) => [c._id, c.code])), [countries.data]);
  const resolver = useMemo(
    () =>
      lightZodResolver(() => import('./schema').then((m) => m.locationForm((id) => codes.get(id))), LOCATION_FIELDS),
    [codes],
  );
  const form = useLightForm<LocationFormIn, LocationRequest>({ resolver, defaultValues: locationValues(location) });
  const failure = useFormFailure(form.setError, LOCATION_FIELDS);
  const countryId = useLightValue<string>(form, 'address.country');
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
    <section aria-labelledby="location-card-title" className={`${panel.outlined} ${styles.card}`}>
      <h2 id="location-card-title" className={panel.title}>
        {t('locationTitle')}
      </h2>
      <p className={styles.text}>{t('locationText')}</p>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-busy={save.isPending}>
        <FailureAlert message={failure.message} />
        <QueryLoadError queries={[countries]} />
        <div className={styles.fields}>
          <LightTextField form={form} name="name" label={t('locationName')} required />
          <LightPhoneField
            form={form}
            name="contact.phone_number"
            label={t('locationPhone')}
            placeholder="(514) 555-0199"
            required
          />
          <div className={styles.wide}>
            <LightTextField
              form={form}
              name="address.street"
              label={t('street')}
              autoComplete="address-line1"
              required
            />
          </div>
          <LightTextField form={form} name="address.city" label={t('city')} autoComplete="address-level2" required />
          <LightNativeSelect
            form={form}
            name="address.country"
            label={t('country')}
            options={countryOptions}
            loading={countries.isPending}
            required
            fullWidth
            // A province of the previous country would be refused: start that choice over.
            onValueChange={() => form.setValue('address.state_province', '')}
          />
          <LightNativeSelect
            form={form}
            name="address.state_province"
            label={t('state')}
            options={stateOptions}
            loading={countries.isPending}
            required
            fullWidth
          />
          <LightTextField
            form={form}
            name="address.zip_postal_code"
            label={t('zip')}
            autoComplete="postal-code"
            required
          />
          <TimeZoneField form={form} label={t('timeZone')} current={location.timezone} />
        </div>
        <PositionFields form={form} countryCode={codes.get(countryId)} tileUrl={tileUrl} />
        <div className={styles.actions}>
          <PlainSubmitButton busy={save.isPending}>{t('saveLocation')}</PlainSubmitButton>
        </div>
      </form>
    </section>
  );
}
