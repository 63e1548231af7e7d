'use client';
import { useTranslations } from 'next-intl';
import { FigureGrid, FigureTile } from '@/components/ui/FigureTiles';
import { iconPaths } from '@/components/ui/icon-paths';
import { plainButtonClass, PlainStartIcon } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { GIFT_CARD_EXPORT_HREF } from '@/lib/api/gift-cards';
import styles from './gift-cards.module.css';

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
        <div className={styles.exportRow}>
          <a href={GIFT_CARD_EXPORT_HREF} download className={plainButtonClass({ variant: 'outlined' })}>
            <PlainStartIcon>
              <PlainIcon path={iconPaths.download} />
            </PlainStartIcon>
            {t('export')}
          </a>
        </div>
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
