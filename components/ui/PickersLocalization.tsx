'use client';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, fr } from 'date-fns/locale';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The date pickers' adapter and language, around the pickers only: they load when first needed
 * (custom ranges, due-time dialog), so no page carries them up front.
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'fr' ? fr : enUS}>
      {children}
    </LocalizationProvider>
  );
}
