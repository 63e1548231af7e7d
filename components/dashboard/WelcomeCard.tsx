'use client';
import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userQuery } from '@/lib/api/account';

/** Greets the user with their business; the shell has already loaded the account. */
export function WelcomeCard() {
  const t = useTranslations('dashboard');
  const { data } = useQuery(userQuery());
  if (!data) return null;
  const { user, business } = data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('welcome', { name: user.first_name })}
        </Typography>
        {business && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('business', { business: business.name })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
