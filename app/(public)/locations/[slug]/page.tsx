import { Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { publicLocationsQuery } from '@/lib/api/manage-locations';
import { serverFetch } from '@/lib/bff/server-fetch';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }) {
  const t = await getTranslations('locations.public');
  const found = await serverFetch(publicLocationsQuery((await params).slug));
  return { title: found ? `${found.business.name} — ${t('title')}` : t('notFound') };
}

/** multi_location_url: every location of a business, for its customers (public, signed out too). */
export default async function PublicLocationsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const t = await getTranslations('locations.public');
  const found = await serverFetch(publicLocationsQuery(slug));
  if (!found) notFound();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {found.business.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('title')} · {t('lead')}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {found.locations.map((l) => (
          <Card key={l._id} component="li" variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                {l.name}
              </Typography>
              <Typography>
                {l.street}, {l.city}, {l.state} {l.zip_postal_code}
              </Typography>
              <Typography color="text.secondary">{t('phone', { phone: l.phone_number })}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
