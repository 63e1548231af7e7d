'use client';
import { Alert, Box, Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { geocodeQuery } from '@/lib/api/delivery-zone-tools';
import type { DeliveryZone } from '@/lib/contract/delivery-zones';
import type { LngLat } from '@/lib/contract/zone-geometry';
import { degreesText, typedPoint } from './point-text';

export interface ZoneQuote {
  zone: DeliveryZone | null;
  /** Every active zone containing the point, the winner included. */
  overlapping: DeliveryZone[];
}

interface Props {
  point: LngLat | null;
  quote: ZoneQuote | null;
  onPoint: (at: LngLat) => void;
  picking: boolean;
  onPicking: (on: boolean) => void;
  /** GEOCODER_URL is set: an address search is offered too. */
  geocoder: boolean;
}

/** What applies at the tested point: the winning zone's fee, minimum and free-delivery threshold, or outside. */
function QuoteResult({ quote }: { quote: ZoneQuote }) {
  const t = useTranslations('deliveryZoneTools.tester');
  const money = useLocationMoney();
  const { zone, overlapping } = quote;
  if (!zone) return <Alert severity="warning">{t('outside')}</Alert>;
  const others = overlapping.filter((z) => z._id !== zone._id).map((z) => z.name);
  return (
    <Alert severity="success" icon={false}>
      <Typography sx={{ fontWeight: 700 }}>{t('inside', { zone: zone.name })}</Typography>
      <Typography variant="body2">{t('fee', { amount: money.format(zone.delivery_rate) })}</Typography>
      <Typography variant="body2">{t('minimum', { amount: money.format(zone.delivery_minimum_amount) })}</Typography>
      <Typography variant="body2">
        {zone.allow_free_delivery && zone.free_delivery_order_value != null
          ? t('freeFrom', { amount: money.format(zone.free_delivery_order_value) })
          : t('noFree')}
      </Typography>
      {others.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('alsoInside', { zones: others.join(', ') })}
        </Typography>
      )}
    </Alert>
  );
}

/** Address search through the portal's server (GEOCODER_URL); a result becomes the tested point. */
function AddressSearch({ onPoint }: { onPoint: (at: LngLat) => void }) {
  const t = useTranslations('deliveryZoneTools.tester');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const search = useQuery({ ...geocodeQuery(asked), enabled: asked.length > 0 });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} role="search" noValidate>
      <Stack direction="row" spacing={1}>
        <TextInputField
          size="small"
          label={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={!text.trim()} loading={search.isFetching}>
          {t('searchButton')}
        </Button>
      </Stack>
      {search.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {search.error.message}
        </Alert>
      )}
      {search.data && search.data.results.length === 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('noResults')}
        </Typography>
      )}
      {search.data && search.data.results.length > 0 && (
        <List dense aria-label={t('results')}>
          {search.data.results.map((r) => (
            <ListItemButton key={`${r.lng},${r.lat},${r.label}`} onClick={() => onPoint([r.lng, r.lat])}>
              <ListItemText primary={r.label} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * "Test an address" (issue 14 item 4): a point clicked on the map, typed as coordinates, or found
 * by the address search, and the zone that applies there — computed by quoteZone, the function
 * the API's quote uses.
 */
export function AddressTester({ point, quote, onPoint, picking, onPicking, geocoder }: Props) {
  const t = useTranslations('deliveryZoneTools.tester');
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [bad, setBad] = useState(false);
  // A point from the map or the search shows in the fields, so it can be adjusted by hand.
  const [shown, setShown] = useState<LngLat | null>(null);
  if (point !== shown) {
    setShown(point);
    if (point) {
      setLat(degreesText(point[1]));
      setLng(degreesText(point[0]));
      setBad(false);
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = typedPoint(lat, lng);
    setBad(!at);
    if (at) onPoint(at);
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="zone-tester-title">
      <Typography id="zone-tester-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      <Button
        variant={picking ? 'contained' : 'outlined'}
        aria-pressed={picking}
        onClick={() => onPicking(!picking)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('pick')}
      </Button>
      <Box component="form" onSubmit={submit} noValidate aria-label={t('coordinates')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInputField
            size="small"
            label={t('latitude')}
            value={lat}
            onChange={(e) => setLat(e.target.value)}
            error={bad}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextInputField
            size="small"
            label={t('longitude')}
            value={lng}
            onChange={(e) => setLng(e.target.value)}
            error={bad}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <Button type="submit" variant="outlined">
            {t('test')}
          </Button>
        </Stack>
        {bad && (
          <Typography variant="caption" color="error" role="alert">
            {t('badPoint')}
          </Typography>
        )}
      </Box>
      {geocoder && <AddressSearch onPoint={onPoint} />}
      <Box role="status" aria-live="polite" data-testid="zone-test-result">
        {quote && <QuoteResult quote={quote} />}
      </Box>
    </Stack>
  );
}
