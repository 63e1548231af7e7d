'use client';
import { useTranslations } from 'next-intl';
import { useCurrentLocation } from '@/components/ui/use-current-location';

/**
 * Greets the user and names the location the figures are for (the shell has the account).
 * Plain text: it sits inside the page header's description line.
 */
export function DashboardGreeting() {
  const t = useTranslations('dashboard');
  const { user, business, current } = useCurrentLocation();
  if (!user) return null;
  const location = current?.name ?? business?.name;
  return location ? t('greeting', { name: user.first_name, location }) : t('welcome', { name: user.first_name });
}
