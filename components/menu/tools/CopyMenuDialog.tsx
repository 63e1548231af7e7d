'use client';
import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogContentText,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormActions } from '@/components/ui/form/FormActions';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { categoriesQuery } from '@/lib/api/categories';
import { useCopyMenu } from '@/lib/api/menu';
import { paths } from '@/lib/paths';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { ToolDialog, ToolForm } from './ToolDialog';

interface Props {
  open: boolean;
  /** undefined: the whole menu. */
  categoryIds: string[] | undefined;
  onClose: () => void;
}

/** Copies categories (or the whole menu) with their items to another location of the business. */
export function CopyMenuDialog(props: Props) {
  const t = useTranslations('menuTools.copy');
  return (
    <ToolDialog open={props.open} onClose={props.onClose} title={t('title')}>
      <CopyMenuForm {...props} />
    </ToolDialog>
  );
}

function CopyMenuForm({ categoryIds, onClose }: Props) {
  const t = useTranslations('menuTools');
  const { others, loaded } = useCurrentLocation();
  const categories = useQuery(categoriesQuery());
  const copy = useCopyMenu();
  const [targetId, setTargetId] = useState('');
  const failure = useFormFailure();
  const target = others.find((l) => l._id === targetId);

  if (!loaded) {
    return (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('copy.title')} />
      </DialogContent>
    );
  }
  if (others.length === 0) {
    return (
      <>
        <DialogContent>
          <DialogContentText>{t('copy.none')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('copy.close')}</Button>
          <Button component={NextLink} href={paths.locations} variant="contained">
            {t('copy.manage')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const chosen = categoryIds
    ? (categories.data?.categories ?? []).filter((c) => categoryIds.includes(c._id))
    : undefined;
  const what = chosen
    ? t('copy.part', { categories: chosen.length, items: chosen.reduce((n, c) => n + c.items.length, 0) })
    : t('copy.whole');

  const submit = () => {
    if (!target) return;
    copy.mutate(
      { location_id: target._id, category_ids: categoryIds },
      // The reply's message is the success notice (query client); failures stay in the dialog.
      failure.sending({ onSuccess: () => onClose() }),
    );
  };

  return (
    <ToolForm
      failure={failure.message}
      queries={[categories]}
      actions={
        <FormActions
          busy={copy.isPending}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('copy.submit')}
          onSubmit={submit}
          submitDisabled={!target || (!!categoryIds && !chosen?.length)}
        />
      }
    >
      <TextField
        select
        label={t('copy.target')}
        value={targetId}
        onChange={(e) => setTargetId(e.target.value)}
        required
      >
        {others.map((l) => (
          <MenuItem key={l._id} value={l._id}>
            {l.address.city ? `${l.name} · ${l.address.city}` : l.name}
          </MenuItem>
        ))}
      </TextField>
      {target && (
        <Alert severity="info" icon={false} aria-live="polite">
          {t('copy.confirm', { what, location: target.name })} {t('copy.explain')}
        </Alert>
      )}
    </ToolForm>
  );
}
