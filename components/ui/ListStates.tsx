'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import styles from './list-states.module.css';
import alert from './plain-alert.module.css';
import { PlainButton } from './PlainButton';
import { PlainIcon } from './PlainIcon';
import { PlainSkeleton } from './PlainSkeleton';

/*
 * Plain elements drawn as MUI's Alert, Button, Paper, Skeleton and Typography (list-states.module.css):
 * the shell shows ListError when the account fails to load, so this file is on every page's first
 * load, and with MUI's parts it brought about 17 KB gzip there (Alert, Button, ButtonBase and its
 * ripple, IconButton, CircularProgress, Paper, Skeleton, Stack, Typography, SvgIcon).
 */

/** Material Icons' ErrorOutline, the icon of MUI's error Alert. */
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

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
    <div role="alert" className={`${alert.alert} ${alert.rounded} ${alert.error}`}>
      <div className={alert.icon}>
        <PlainIcon path={ERROR_ICON} />
      </div>
      <div className={alert.message}>{message}</div>
      <div className={alert.action}>
        <PlainButton color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </PlainButton>
      </div>
    </div>
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
