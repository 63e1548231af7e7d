'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import styles from './list-states.module.css';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';
import { PlainSkeleton } from './PlainSkeleton';

/*
 * Plain elements drawn as MUI's Alert, Button, Paper, Skeleton and Typography (list-states.module.css):
 * the shell shows ListError when the account fails to load, so this file is on every page's first
 * load, and with MUI's parts it brought about 17 KB gzip there (Alert, Button, ButtonBase and its
 * ripple, IconButton, CircularProgress, Paper, Skeleton, Stack, Typography, SvgIcon).
 */

export interface ListSkeletonProps {
  label: string;
  rows?: number;
  /** Height of one placeholder row: card-sized by default, smaller for table rows. */
  rowHeight?: number;
  spacing?: number;
}

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function ListSkeleton({ label, rows = 3, rowHeight = 96, spacing = 2 }: ListSkeletonProps) {
  return (
    <div className={styles.rows} style={{ gap: spacing * 8 }} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <PlainSkeleton key={i} variant="rounded" height={rowHeight} />
      ))}
    </div>
  );
}

/** A load that failed with nothing to show: the reason and a retry, in place of the data. */
export function ListError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel?: string;
  onRetry: () => void;
}) {
  const t = useTranslations('common');
  return (
    <PlainAlert
      severity="error"
      action={
        <PlainButton color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </PlainButton>
      }
    >
      {message}
    </PlainAlert>
  );
}

export type LoadedQuery = Pick<UseQueryResult, 'status' | 'data' | 'error' | 'refetch'>;

/**
 * The first of `queries` that failed before loading anything (isFirstLoadFailure), as a
 * ListError whose retry reloads every such query; nothing otherwise. For screens and drawers
 * that read several lists: a failure after data had loaded is the query cache's notice instead.
 */
export function QueryLoadError({
  queries,
  lead,
  retryLabel,
}: {
  queries: LoadedQuery[];
  lead?: string;
  retryLabel?: string;
}) {
  const failed = queries.filter(isFirstLoadFailure);
  if (failed.length === 0) return null;
  const reason = failed[0]!.error.message;
  const retry = () => failed.forEach((q) => void q.refetch());
  return <ListError message={lead ? `${lead} ${reason}` : reason} retryLabel={retryLabel} onRetry={retry} />;
}

/** Nothing yet: say what the list is for and offer the first step. */
export function ListEmpty({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      {action}
    </div>
  );
}
