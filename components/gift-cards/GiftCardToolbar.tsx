'use client';
import AddCard from '@mui/icons-material/AddCard';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Redeem from '@mui/icons-material/Redeem';
import { Button, Stack } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SearchBox } from '@/components/ui/SearchBox';
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
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <SearchBox value={search} label={t('search')} onSearch={onSearch} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: { md: 'auto' } }}>
        {issueButton}
        {rights.reload && (
          <Button variant="outlined" startIcon={<AddCard />} onClick={onReload}>
            {t('actions.reload')}
          </Button>
        )}
        {rights.redeem && (
          <Button variant="outlined" startIcon={<Redeem />} onClick={onRedeem}>
            {t('actions.redeem')}
          </Button>
        )}
        {rights.sell && (
          <Button startIcon={<FileUploadOutlined />} onClick={onImport}>
            {t('actions.import')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
