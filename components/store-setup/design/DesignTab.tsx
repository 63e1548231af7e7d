'use client';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DesignKind } from '@/lib/contract/store-design';
import { DesignForm } from './DesignForm';

/** /setup/store?tab=design: the storefront's look for online orders, or for catering (a switch). */
export function DesignTab() {
  const t = useTranslations('storeSetup.design');
  const [kind, setKind] = useState<DesignKind>('order');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('intro')}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={kind === 'catering'} onChange={(e) => setKind(e.target.checked ? 'catering' : 'order')} />
          }
          label={t('cateringSwitch')}
        />
      </Stack>
      {/* One form per storefront: switching shows the other's saved design, not the edits of this one. */}
      <DesignForm key={kind} kind={kind} />
    </Stack>
  );
}
