'use client';
import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { EntityHistoryTabs } from '@/components/ui/EntityHistoryTabs';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { IdMultiSelect } from '@/components/ui/form/IdMultiSelect';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { useSaveZone, type SaveZoneVariables } from '@/lib/api/delivery-zones';
import { taxesQuery } from '@/lib/api/taxes';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import type { Shape } from './drawing';
import { SERVER_FIELDS, shapeFieldsOf, toFormValues, zoneForm } from './schema';
import { shapeToFields } from './zone-shape';

export interface ZoneDrawerProps {
  kind: ZoneKind;
  /** undefined: a new zone. */
  zone: DeliveryZone | undefined;
  /** The shape drawn or moved on the map; null keeps the saved zone's. */
  shape: Shape | null;
  /** A new zone's colour until one is chosen. */
  colour: string;
  onSaved: () => void;
  /** After the drawer closed, saved or not. */
  onClose: () => void;
}

/** A zone's name and terms (fee, minimum, free delivery, taxes, dates, colour). Mounted per opening. */
export function ZoneDrawer({ kind, zone, shape, colour, onSaved, onClose }: ZoneDrawerProps) {
  const t = useTranslations('deliveryZones.form');
  const locale = useLocale();
  const translate = useTranslateError();
  const save = useSaveZone(kind);
  const taxes = useQuery(taxesQuery());
  const schema = useMemo(
    () => zoneForm(shape ? shapeToFields(shape) : shapeFieldsOf(zone!), zone?.address ?? ''),
    [shape, zone],
  );
  const { form, frame } = useSaveForm({
    schema,
    defaultValues: toFormValues(zone, colour, locale),
    serverFields: SERVER_FIELDS,
    id: zone?._id,
    save: {
      isPending: save.isPending,
      mutate: (v: SaveZoneVariables, callbacks) =>
        save.mutate(v, {
          ...callbacks,
          onSuccess: (data) => {
            onSaved();
            callbacks.onSuccess?.(data);
          },
        }),
    },
    toRequest: (v) => v,
  });
  const [free, dated] = useWatch({ control: form.control, name: ['allow_free_delivery', 'is_custom_date'] });
  const shapeError = (form.formState.errors as { locations?: { message?: string } }).locations?.message;
  const taxOptions = useMemo(() => taxes.data?.taxes.map((x) => ({ _id: x._id, name: x.name })), [taxes.data]);

  return (
    <FormDrawer
      {...frame}
      onExited={onClose}
      title={zone ? t('editTitle', { name: zone.name }) : t('createTitle')}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <EntityHistoryTabs entityType="zone" entityId={zone?._id}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {shapeError && (
            <Alert severity="error" data-testid="shape-error">
              {translate(shapeError)}
            </Alert>
          )}
          <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth />
          <MoneyField
            control={form.control}
            name="delivery_rate"
            label={t('fee')}
            hint={t('feeHint')}
            required
            fullWidth
          />
          <MoneyField
            control={form.control}
            name="delivery_minimum_amount"
            label={t('minimum')}
            hint={t('minimumHint')}
            required
            fullWidth
          />
          <FormSwitch control={form.control} name="allow_free_delivery" label={t('allowFree')} />
          {free && (
            <MoneyField
              control={form.control}
              name="free_delivery_order_value"
              label={t('freeFrom')}
              hint={t('freeFromHint')}
              required
              fullWidth
            />
          )}
          <IdMultiSelect
            control={form.control}
            name="taxes"
            label={t('taxes')}
            options={taxOptions}
            loading={taxes.isPending}
            loadingText={t('taxesLoading')}
            noOptionsText={t('noTaxes')}
            unknownText={t('unknownTax')}
          />
          <FormSwitch control={form.control} name="is_custom_date" label={t('dated')} />
          {dated && (
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="from_date"
                label={t('from')}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={form.control}
                name="to_date"
                label={t('to')}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          )}
          <FormTextField
            control={form.control}
            name="colour"
            label={t('colour')}
            type="color"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'zone-colour' } }}
          />
        </Stack>
      </EntityHistoryTabs>
    </FormDrawer>
  );
}
