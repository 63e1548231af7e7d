'use client';
import { List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { DeliveryZone } from '@/lib/contract/delivery-zones';

export interface OverlapPair {
  a: DeliveryZone;
  b: DeliveryZone;
  winner: DeliveryZone;
}

/**
 * Issue 14 item 3: the rule, stated once, and for each pair of overlapping zones which one
 * applies where both do (the map outlines those zones).
 */
export function OverlapNotes({ pairs }: { pairs: OverlapPair[] }) {
  const t = useTranslations('deliveryZoneTools.overlaps');
  return (
    <Stack spacing={1} component="section" aria-labelledby="zone-overlaps-title">
      <Typography id="zone-overlaps-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rule')}
      </Typography>
      {pairs.length === 0 ? (
        <Typography variant="body2">{t('none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('title')}>
          {pairs.map(({ a, b, winner }) => (
            <ListItem key={`${a._id}-${b._id}`} disableGutters>
              <Typography variant="body2">{t('pair', { a: a.name, b: b.name, winner: winner.name })}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
