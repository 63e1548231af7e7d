import Celebration from '@mui/icons-material/Celebration';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { paths } from '@/lib/paths';

/** Shown once every step is done: the store is ready, the dashboard is the place to be. */
export function GettingStartedComplete() {
  const t = useTranslations('gettingStarted.complete');
  return (
    <Card variant="outlined" sx={{ borderColor: 'success.main' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Celebration color="success" fontSize="large" aria-hidden />
          <div>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('title')}
            </Typography>
            <Typography color="text.secondary">{t('body')}</Typography>
          </div>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={NextLink} href={paths.dashboard} variant="contained">
          {t('toDashboard')}
        </Button>
      </CardActions>
    </Card>
  );
}
