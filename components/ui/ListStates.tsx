'use client';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isFirstLoadFailure } from '@/lib/api/query-client';

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
    <Stack spacing={spacing} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={rowHeight} />
      ))}
    </Stack>
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
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      }
    >
      {message}
    </Alert>
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
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
