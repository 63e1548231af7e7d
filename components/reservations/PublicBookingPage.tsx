import { Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { getLocale, getTranslations } from 'next-intl/server';
import type { PublicReservationReply } from '@/lib/contract/reservations';
import { formatMoney } from '@/lib/money';
import { DISPLAY_WEEK, weekdayName } from '@/lib/week-hours';

/** "17:00–22:00, 23:00–01:00" for one day; null when no window opens that day. */
function dayWindows(page: PublicReservationReply, day: number): string | null {
  const list = page.reservation_hours.filter((w) => w.day === day).sort((a, b) => a.opens_at.localeCompare(b.opens_at));
  return list.length ? list.map((w) => `${w.opens_at}–${w.closes_at}`).join(', ') : null;
}

/**
 * reservation_url: a location's "book a table" page for guests, signed out. It shows what the
 * merchant set up (the message, booking hours, party sizes, deposit, blocked days, cancellation
 * policy) and the phone to book at: taking bookings online is not built yet (docs/decisions.md).
 */
export async function PublicBookingPage({ page }: { page: PublicReservationReply }) {
  const t = await getTranslations('reservations.public');
  const locale = await getLocale();
  const { location, deposit_settings: deposit } = page;
  const money = (cents: number) => formatMoney(cents, location.currency, locale);
  return (
    <Box
      sx={{
        minHeight: '100%',
        py: { xs: 3, sm: 6 },
        bgcolor: page.theme_color,
        backgroundImage: page.background_image_url ? `url("${page.background_image_url}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container maxWidth="sm">
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack spacing={2.5}>
              <Box>
                <Typography color="text.secondary">{page.business.name}</Typography>
                <Typography component="h1" variant="h4" sx={{ fontWeight: 800, color: page.theme_color }}>
                  {t('title', { location: location.name })}
                </Typography>
                <Typography>
                  {location.street}, {location.city}, {location.state} {location.zip_postal_code}
                </Typography>
              </Box>
              {page.restaurant_message && (
                <Typography sx={{ whiteSpace: 'pre-line', borderLeft: 4, borderColor: page.theme_color, pl: 2 }}>
                  {page.restaurant_message}
                </Typography>
              )}
              <Typography sx={{ fontWeight: 700 }}>{t('callToBook', { phone: location.phone_number })}</Typography>
              <Box component="section" aria-labelledby="booking-hours">
                <Typography id="booking-hours" component="h2" variant="h6">
                  {t('hours')}
                </Typography>
                {page.reservation_hours.length === 0 ? (
                  <Typography color="text.secondary">{t('noHours')}</Typography>
                ) : (
                  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, m: 0 }}>
                    {DISPLAY_WEEK.map((day) => (
                      <Box key={day} sx={{ display: 'contents' }}>
                        <Typography component="dt" sx={{ textTransform: 'capitalize' }}>
                          {weekdayName(day, locale)}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0 }}>
                          {dayWindows(page, day) ?? t('closed')}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('timeZone', { zone: location.timezone })}
                </Typography>
              </Box>
              <Box component="section" aria-labelledby="booking-rules">
                <Typography id="booking-rules" component="h2" variant="h6">
                  {t('rules')}
                </Typography>
                <Typography>{t('parties', { min: page.min_party_size, max: page.max_party_size })}</Typography>
                <Typography>
                  {t('ahead', { minutes: page.minimum_time_to_book, days: page.maximum_time_to_book })}
                </Typography>
                {deposit.type !== 'none' && (
                  <Typography>
                    {t(`deposit.${deposit.type}`, { amount: money(deposit.amount), size: deposit.from_party_size })}
                  </Typography>
                )}
              </Box>
              {page.block_dates.length > 0 && (
                <Box component="section" aria-labelledby="blocked-days">
                  <Typography id="blocked-days" component="h2" variant="h6">
                    {t('blocked')}
                  </Typography>
                  <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {page.block_dates.map((b) => (
                      <li key={`${b.from_date}:${b.to_date}`}>
                        {b.from_date === b.to_date ? b.from_date : t('range', { from: b.from_date, to: b.to_date })} —{' '}
                        {b.reason}
                      </li>
                    ))}
                  </Stack>
                </Box>
              )}
              {page.cancellation_policy_message && (
                <Box component="section" aria-labelledby="cancellation-policy">
                  <Typography id="cancellation-policy" component="h2" variant="h6">
                    {t('policy')}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{page.cancellation_policy_message}</Typography>
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
