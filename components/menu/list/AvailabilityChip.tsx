'use client';
import { Chip } from '@mui/material';
import { useTranslations } from 'next-intl';

/** A menu row's availability; phones leave it out, the row has no room for it there. */
export function AvailabilityChip({ available }: { available: boolean }) {
  const t = useTranslations('menu.list');
  return (
    <Chip
      size="small"
      label={available ? t('available') : t('unavailable')}
      color={available ? 'success' : 'default'}
      variant={available ? 'outlined' : 'filled'}
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    />
  );
}
