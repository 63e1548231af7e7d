'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { SearchBox } from '@/components/ui/SearchBox';
import styles from './gift-cards.module.css';
import { giftCardIcons } from './gift-card-icons';
import type { GiftCardRights } from './use-gift-card-rights';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  rights: GiftCardRights;
  /** Issue a card, or nothing without the right (the empty state offers the same button). */
  issueButton: ReactNode;
  onReload: () => void;
  onRedeem: () => void;
  onImport: () => void;
}

/** The search (code or e-mail) and what the member may do without picking a card first. */
export function GiftCardToolbar({ search, onSearch, rights, issueButton, onReload, onRedeem, onImport }: Props) {
  const t = useTranslations('giftCards');
  return (
    <div className={styles.toolbar}>
      <SearchBox value={search} label={t('search')} onSearch={onSearch} />
      <div className={styles.toolbarActions}>
        {issueButton}
        {rights.reload && (
          <PlainButton variant="outlined" startIcon={<PlainIcon path={giftCardIcons.addCard} />} onClick={onReload}>
            {t('actions.reload')}
          </PlainButton>
        )}
        {rights.redeem && (
          <PlainButton variant="outlined" startIcon={<PlainIcon path={giftCardIcons.redeem} />} onClick={onRedeem}>
            {t('actions.redeem')}
          </PlainButton>
        )}
        {rights.sell && (
          <PlainButton startIcon={<PlainIcon path={iconPaths.upload} />} onClick={onImport}>
            {t('actions.import')}
          </PlainButton>
        )}
      </div>
    </div>
  );
}
