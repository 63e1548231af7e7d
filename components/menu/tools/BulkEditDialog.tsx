'use client';
import { Alert, InputAdornment, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormActions } from '@/components/ui/form/FormActions';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { categoryListQuery } from '@/lib/api/categories';
import { useBulkItems } from '@/lib/api/items';
import { useLocationMoney } from '@/components/ui/use-current-location';
import { priceChange, type PriceMode } from './bulk-change';
import { ToolDialog, ToolForm } from './ToolDialog';

export interface BulkEditDialogProps {
  open: boolean;
  itemIds: string[];
  onClose: () => void;
  onDone: () => void;
}

type Availability = 'unchanged' | 'available' | 'unavailable';

/** Changes price, availability and category of the selected items in one call (item/bulk). */
export function BulkEditDialog(props: BulkEditDialogProps) {
  const t = useTranslations('menuTools.bulk');
  return (
    <ToolDialog open={props.open} onClose={props.onClose} title={t('title', { count: props.itemIds.length })}>
      <BulkEditForm {...props} />
    </ToolDialog>
  );
}

function BulkEditForm({ itemIds, onClose, onDone }: BulkEditDialogProps) {
  const t = useTranslations('menuTools');
  const locale = useLocale();
  const money = useLocationMoney();
  const bulk = useBulkItems();
  const categories = useQuery(categoryListQuery());
  const [mode, setMode] = useState<PriceMode>('none');
  const [priceText, setPriceText] = useState('');
  const [availability, setAvailability] = useState<Availability>('unchanged');
  const [categoryId, setCategoryId] = useState('');
  const [touched, setTouched] = useState(false);
  const failure = useFormFailure();

  const price = priceChange(mode, priceText);
  const priceError = price && 'error' in price ? price.error : undefined;
  const category = categories.data?.categories.find((c) => c._id === categoryId);

  const parts: string[] = [];
  if (price && !('error' in price)) {
    const sign = price.value > 0 ? '+' : '\u2212';
    const abs = Math.abs(price.value);
    parts.push(
      price.mode === 'percent'
        ? t('bulk.pricesPercent', {
            value: sign + new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(abs),
          })
        : t('bulk.pricesAmount', { value: sign + money.format(abs) }),
    );
  }
  if (availability !== 'unchanged')
    parts.push(t(availability === 'available' ? 'bulk.setAvailable' : 'bulk.setUnavailable'));
  if (category) parts.push(t('bulk.moveTo', { category: category.name }));
  const ready = parts.length > 0 && !priceError;

  const submit = () => {
    setTouched(true);
    if (!ready || (price && 'error' in price)) return;
    bulk.mutate(
      {
        item_ids: itemIds,
        price_change: price,
        available: availability === 'unchanged' ? undefined : availability === 'available',
        category_id: categoryId || undefined,
      },
      failure.sending({ onSuccess: () => onDone() }),
    );
  };

  return (
    <ToolForm
      failure={failure.message}
      queries={[categories]}
      spacing={2.5}
      actions={
        <FormActions
          busy={bulk.isPending}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('bulk.submit')}
          onSubmit={submit}
          submitDisabled={!ready}
        />
      }
    >
      <Stack spacing={1}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_e, v: PriceMode | null) => v && setMode(v)}
          aria-label={t('bulk.price')}
        >
          <ToggleButton value="none">{t('bulk.priceNone')}</ToggleButton>
          <ToggleButton value="amount">{t('bulk.priceAmount')}</ToggleButton>
          <ToggleButton value="percent">{t('bulk.pricePercent')}</ToggleButton>
        </ToggleButtonGroup>
        {mode !== 'none' && (
          <TextField
            key={mode}
            autoFocus
            label={mode === 'percent' ? t('bulk.percent') : t('bulk.amount')}
            value={priceText}
            onChange={(e) => setPriceText(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!priceError}
            helperText={
              touched && priceError
                ? t(`bulk.${priceError}` as 'bulk.zero')
                : t(mode === 'percent' ? 'bulk.percentHint' : 'bulk.amountHint')
            }
            slotProps={{
              htmlInput: { inputMode: 'text', autoComplete: 'off' },
              input:
                mode === 'percent'
                  ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                  : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        )}
      </Stack>
      <TextField
        select
        label={t('bulk.availability')}
        value={availability}
        onChange={(e) => setAvailability(e.target.value as Availability)}
      >
        <MenuItem value="unchanged">{t('bulk.unchanged')}</MenuItem>
        <MenuItem value="available">{t('bulk.available')}</MenuItem>
        <MenuItem value="unavailable">{t('bulk.unavailable')}</MenuItem>
      </TextField>
      <TextField select label={t('bulk.category')} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
        <MenuItem value="">{t('bulk.unchanged')}</MenuItem>
        {(categories.data?.categories ?? []).map((c) => (
          <MenuItem key={c._id} value={c._id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity={ready ? 'info' : 'warning'} icon={false} aria-live="polite">
        {parts.length ? t('bulk.preview', { count: itemIds.length, changes: parts.join(', ') }) : t('bulk.nothing')}
      </Alert>
    </ToolForm>
  );
}
