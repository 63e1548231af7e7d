'use client';
import { useTranslations } from 'next-intl';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { boardColumns } from '@/lib/contract';
import grid from './board-grid.module.css';

/** The board's columns while its data loads: six boxes of the grid's shape. */
export function BoardSkeleton() {
  const t = useTranslations('orderBoard');
  return (
    <div className={grid.grid} aria-busy="true" aria-label={t('loading')}>
      {boardColumns.map((c) => (
        <PlainSkeleton key={c} variant="rounded" height={160} />
      ))}
    </div>
  );
}
