'use client';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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

export function ListError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
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
