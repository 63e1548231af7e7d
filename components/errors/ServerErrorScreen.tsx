'use client';
import { Button } from '@mui/material';
import { useTranslations } from 'next-intl';
import { paths } from '@/lib/paths';
import { ErrorCard } from './ErrorCard';
import { ErrorFrame } from './ErrorFrame';

/** The 500 look for error boundaries: try the failed part again, or start over from home. */
export function ServerErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('errors');
  const tc = useTranslations('common');
  return (
    <ErrorFrame productName={tc('productName')}>
      <ErrorCard code={500} title={t('serverError.title')} message={t('serverError.message')}>
        <Button variant="contained" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
        <Button href={paths.home}>{t('home')}</Button>
      </ErrorCard>
    </ErrorFrame>
  );
}
