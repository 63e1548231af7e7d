'use client';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { GIFT_CARD_EXPORT_HREF } from '@/lib/api/gift-cards';

export interface GiftCardTotals {
  gift_issued: number;
  gift_redeemed: number;
  gift_unredeemed: number;
}

interface Props {
  /** undefined while the list loads. */
  totals: GiftCardTotals | undefined;
  money: (cents: number) => string;
}

const figures = [
  { key: 'issued', field: 'gift_issued' },
  { key: 'redeemed', field: 'gift_redeemed' },
  { key: 'outstanding', field: 'gift_unredeemed' },
] as const;

/**
 * Issued, redeemed and outstanding, in the location's currency. Outstanding is what the business
 * still owes on its cards (its liability), and the export is that list as a CSV.
 */
export function GiftCardFigures({ totals, money }: Props) {
  const t = useTranslations('giftCards.figures');
  return (
    <Box component="section" aria-label={t('label')} aria-busy={!totals}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {figures.map(({ key, field }) => (
          <Card key={key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{
                m: 0,
                mt: 0.5,
                fontWeight: 700,
                fontSize: { xs: '1.25rem', sm: '1.5rem' },
                overflowWrap: 'anywhere',
              }}
            >
              {totals ? money(totals[field]) : <Skeleton width="60%" />}
            </Typography>
            {key === 'outstanding' && (
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.5 }}>
                {t('outstandingHint')}
              </Typography>
            )}
          </Card>
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: { xs: 'stretch', sm: 'flex-end' }, mt: 1.5 }}>
        <Button
          component="a"
          href={GIFT_CARD_EXPORT_HREF}
          download
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('export')}
        </Button>
      </Stack>
    </Box>
  );
}
