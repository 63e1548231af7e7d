'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { LightFormHandle } from '@/components/ui/form/light/light-form-store';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import { useLightWatch } from '@/components/ui/form/light/use-light-form';
import { shownLazily } from '@/components/ui/shown-lazily';
import type { LatLng } from './LocationMap';
import styles from './store-profile.module.css';
import { degreesText, parseDegrees } from './values';

const MAP_HEIGHT = 260;
const LNG = 'address.geo_location.coordinates.0';
const LAT = 'address.geo_location.coordinates.1';
const COORDINATES = [LNG, LAT] as const;

// Leaflet loads and draws when the map comes near the screen, never in the page's first-load JS
// nor during its load: on a phone the map is two screens down, under the address (issue 11).
const LocationMap = shownLazily(() => import('./LocationMap').then((m) => m.default), MAP_HEIGHT);

/** Where the map looks before a pin is placed: the middle of the country (Canada otherwise). */
const COUNTRY_CENTRES: Record<string, LatLng> = {
  CA: { lat: 56.1, lng: -96.8 },
  US: { lat: 39.8, lng: -98.6 },
};

interface Props {
  form: LightFormHandle;
  countryCode: string | undefined;
  tileUrl: string;
}

/** The pin on the map and the same position as two numbers, kept in sync both ways. */
export function PositionFields({ form, countryCode, tileUrl }: Props) {
  const t = useTranslations('storeSetup.store');
  const [lngText, latText] = useLightWatch(form, COORDINATES) as [string, string];
  const lng = parseDegrees(lngText ?? '');
  const lat = parseDegrees(latText ?? '');
  const position = lng != null && lat != null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;

  const onPlace = useCallback(
    (at: LatLng) => {
      // A click off the world's first copy (panned past 180°) still gives a longitude in range.
      const wrapped = ((((at.lng + 180) % 360) + 360) % 360) - 180;
      // As typing does: after a failed save, each change is checked again.
      form.change(LNG, degreesText(wrapped));
      form.change(LAT, degreesText(at.lat));
    },
    [form],
  );

  return (
    <fieldset className={styles.position}>
      <legend className={styles.legend}>{t('position')}</legend>
      <p className={styles.hint} id="position-hint">
        {t('positionHint')}
      </p>
      <div className={styles.map}>
        <div data-testid="location-map" aria-describedby="position-hint">
          <LocationMap
            position={position}
            fallback={COUNTRY_CENTRES[countryCode ?? ''] ?? COUNTRY_CENTRES.CA!}
            tileUrl={tileUrl}
            attribution={t('mapAttribution')}
            markerLabel={t('pin')}
            onPlace={onPlace}
            height={MAP_HEIGHT}
          />
        </div>
        <div>
          <LightTextField form={form} name={LAT} label={t('latitude')} inputMode="decimal" autoComplete="off" />
          <LightTextField form={form} name={LNG} label={t('longitude')} inputMode="decimal" autoComplete="off" />
        </div>
      </div>
    </fieldset>
  );
}
