'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userQuery } from '@/lib/api/account';

/**
 * Greets the user and names the location the figures are for (the shell has the account).
 * Plain text: it sits inside the page header's description line.
 */
export function DashboardGreeting() {
  const t = useTranslations('dashboard');
  const { data } = useQuery(userQuery());
  if (!data) return null;
  const { user, business } = data;
  const location = business?.locations.find((l) => l._id === user.location)?.name ?? business?.name;
  return location ? t('greeting', { name: user.first_name, location }) : t('welcome', { name: user.first_name });
}
