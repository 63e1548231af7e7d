'use client';
import Add from '@mui/icons-material/Add';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { taxesQuery, useDeleteTax } from '@/lib/api/menu';
import type { Tax } from '@/lib/contract';
import { TaxDialog } from './TaxDialog';
import { TaxTable } from './TaxTable';

/** `null`: dialog closed; `{ tax: undefined }`: creating. */
type Editing = { tax: Tax | undefined } | null;

/** /manage/tax: the location's taxes, with create, edit and delete. The page prefetches the list. */
export function TaxManager() {
  const t = useTranslations('taxes');
  const taxes = useQuery(taxesQuery());
  const remove = useDeleteTax();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Tax | null>(null);

  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ tax: undefined })}>
      {t('create')}
    </Button>
  );

  let body;
  if (taxes.isPending)
    body = (
      <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={52} />
        ))}
      </Stack>
    );
  else if (taxes.isError)
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void taxes.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {taxes.error.message}
      </Alert>
    );
  else if (taxes.data.taxes.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('empty.text')}
        </Typography>
        {createButton}
      </Paper>
    );
  else body = <TaxTable taxes={taxes.data.taxes} onEdit={(tax) => setEditing({ tax })} onDelete={setDeleting} />;

  return (
    <Stack spacing={2}>
      {taxes.isSuccess && taxes.data.taxes.length > 0 && <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>{createButton}</Stack>}
      {body}
      {editing && <TaxDialog tax={editing.tax} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
