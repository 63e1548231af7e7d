'use client';
import { Box, Grid, Skeleton, Typography } from '@mui/material';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form/FormTextField';
import type { LocationRequest } from '@/lib/contract';
import type { LatLng } from './LocationMap';
import { degreesText, parseDegrees, type LocationFormIn } from './schema';

const MAP_HEIGHT = 260;

// Leaflet is loaded only when the tab shows the map, never in the page's first-load JS.
const LocationMap = dynamic(() => import('./LocationMap'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={MAP_HEIGHT} sx={{ borderRadius: 1 }} />,
});

/** Where the map looks before a pin is placed: the middle of the country (Canada otherwise). */
const COUNTRY_CENTRES: Record<string, LatLng> = {
  CA: { lat: 56.1, lng: -96.8 },
  US: { lat: 39.8, lng: -98.6 },
};

interface Props {
  form: UseFormReturn<LocationFormIn, unknown, LocationRequest>;
  countryCode: string | undefined;
  tileUrl: string;
}

/** The pin on the map and the same position as two numbers, kept in sync both ways. */
export function PositionFields({ form, countryCode, tileUrl }: Props) {
  const t = useTranslations('storeSetup.store');
  const [lngText, latText] = useWatch({ control: form.control, name: 'address.geo_location.coordinates' });
  const lng = parseDegrees(lngText);
  const lat = parseDegrees(latText);
  const position = lng != null && lat != null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;

  const onPlace = useCallback(
    (at: LatLng) => {
      const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      // A click off the world's first copy (panned past 180°) still gives a longitude in range.
      const wrapped = ((((at.lng + 180) % 360) + 360) % 360) - 180;
      form.setValue('address.geo_location.coordinates.0', degreesText(wrapped), set);
      form.setValue('address.geo_location.coordinates.1', degreesText(at.lat), set);
    },
    [form],
  );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('position')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="position-hint">
        {t('positionHint')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box data-testid="location-map" aria-describedby="position-hint">
            <LocationMap
              position={position}
              fallback={COUNTRY_CENTRES[countryCode ?? ''] ?? COUNTRY_CENTRES.CA!}
              tileUrl={tileUrl}
              attribution={t('mapAttribution')}
              markerLabel={t('pin')}
              onPlace={onPlace}
              height={MAP_HEIGHT}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={form.control}
            name="address.geo_location.coordinates.1"
            label={t('latitude')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <FormTextField
            control={form.control}
            name="address.geo_location.coordinates.0"
            label={t('longitude')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
