'use client';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { LOGO_HEIGHT, LOGO_WIDTH } from '@/lib/contract/store-design';

interface Props {
  themeColor: string;
  themeType: 'light' | 'dark';
  bannerUrl: string | null | undefined;
  logoUrl: string | null | undefined;
  storeName: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The storefront's header as customers will see it: banner, logo at its real size, theme colour and type. */
export function StorefrontPreview({ themeColor, themeType, bannerUrl, logoUrl, storeName }: Props) {
  const t = useTranslations('storeSetup.design.preview');
  const color = HEX.test(themeColor) ? themeColor : '#383232';
  const dark = themeType === 'dark';
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} role="figure" aria-label={t('label')}>
      <Box
        data-testid="preview-banner"
        sx={{
          height: 140,
          bgcolor: color,
          backgroundImage: bannerUrl ? `url("${bannerUrl}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'flex',
          alignItems: 'flex-end',
          p: 2,
        }}
      >
        <Box
          sx={{
            width: LOGO_WIDTH,
            height: LOGO_HEIGHT,
            maxWidth: '100%',
            bgcolor: dark ? 'rgba(0,0,0,0.6)' : 'rgba(255,255,255,0.85)',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- an upload of any origin, shown at its exact size
            <img src={logoUrl} alt={t('logo')} width={LOGO_WIDTH} height={LOGO_HEIGHT} />
          ) : (
            <Typography variant="caption" sx={{ color: dark ? '#fff' : '#555' }}>
              {t('noLogo', { width: LOGO_WIDTH, height: LOGO_HEIGHT })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ bgcolor: dark ? '#1e1e1e' : '#fff', color: dark ? '#fff' : '#1e1e1e', p: 2 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {storeName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Box
            component="span"
            sx={{ bgcolor: color, color: '#fff', px: 2, py: 0.75, borderRadius: 5, fontSize: 14, fontWeight: 600 }}
          >
            {t('orderButton')}
          </Box>
          <Box
            component="span"
            sx={{
              border: 1,
              borderColor: color,
              color: dark ? '#fff' : color,
              px: 2,
              py: 0.75,
              borderRadius: 5,
              fontSize: 14,
            }}
          >
            {t('menuButton')}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
