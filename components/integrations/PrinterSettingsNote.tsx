import { Paper, Typography } from '@mui/material';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { paths } from '@/lib/paths';

/**
 * The order printer's settings (copies, when scheduled orders print, tone, printer name) are the
 * `order_printer` group of the online-order settings, edited on that page with the others.
 */
export function PrinterSettingsNote() {
  const t = useTranslations('pos.printer');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="printer-title">
      <Typography id="printer-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('description')} <Link href={paths.onlineOrderSettings}>{t('link')}</Link>
      </Typography>
    </Paper>
  );
}
