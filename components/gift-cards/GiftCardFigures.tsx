'use client';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import { FigureGrid, FigureTile } from '@/components/ui/FigureTiles';
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
    <FigureGrid
      label={t('label')}
      busy={!totals}
      columns={{ xs: 1, sm: 3 }}
      actions={
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
      }
    >
      {figures.map(({ key, field }) => (
        <FigureTile
          key={key}
          figureKey={key}
          label={t(key)}
          value={totals && money(totals[field])}
          hint={key === 'outstanding' ? t('outstandingHint') : undefined}
        />
      ))}
    </FigureGrid>
  );
}
