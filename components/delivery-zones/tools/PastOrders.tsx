'use client';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';

interface Props {
  shown: boolean;
  onShown: (on: boolean) => void;
  /** Orders with a position in the last 90 days; undefined while loading. */
  count: number | undefined;
}

/** Issue 14 item 6: the switch of the past orders' dots, and how many there are. */
export function PastOrders({ shown, onShown, count }: Props) {
  const t = useTranslations('deliveryZoneTools.orders');
  return (
    <Stack spacing={0.5} component="section" aria-labelledby="zone-orders-title">
      <Typography id="zone-orders-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(e) => onShown(e.target.checked)} />}
        label={t('show')}
      />
      <Typography variant="body2" color="text.secondary">
        {count === undefined ? t('loading') : t('legend', { count })}
      </Typography>
    </Stack>
  );
}
