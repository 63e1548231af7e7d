'use client';
import Construction from '@mui/icons-material/Construction';
import { Button, Paper, Typography } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';

/** A main-layout route whose screen is not built yet: say so plainly, and offer a way back. */
export function ComingSoonCard({ labelKey }: { labelKey: string }) {
  const t = useTranslations('nav');
  const section = t(`entries.${labelKey}`);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', width: '100%' }}
    >
      <Construction aria-hidden color="primary" sx={{ fontSize: 48 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {section}
      </Typography>
      <Typography component="p" variant="h6" sx={{ mt: 1, fontWeight: 500 }}>
        {t('comingSoon.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('comingSoon.message', { section })}
      </Typography>
      {/* `/` is each member's own first page (the dashboard for those who see orders). */}
      <Button component={NextLink} href="/" variant="contained">
        {t('comingSoon.back')}
      </Button>
    </Paper>
  );
}
