'use client';
import { Link, Stack, Typography } from '@mui/material';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { paths } from '@/lib/paths';

const REGISTER_PAGES: string[] = [paths.register, paths.signup, paths.cloverRegister];

/** Terms, privacy and copyright under the card; register pages have their own consent text. */
export function AuthFooter() {
  const t = useTranslations('auth.footer');
  const pathname = usePathname();
  if (REGISTER_PAGES.includes(pathname)) return null;
  return (
    <Stack
      component="footer"
      direction="row"
      spacing={2}
      sx={{ mt: 3, color: 'common.white', justifyContent: 'center' }}
    >
      <Link href="/public#terms" color="inherit" underline="hover">
        {t('terms')}
      </Link>
      <Link href="/public#privacy" color="inherit" underline="hover">
        {t('privacy')}
      </Link>
      <Typography variant="body2">{t('copyright', { year: new Date().getFullYear() })}</Typography>
    </Stack>
  );
}
