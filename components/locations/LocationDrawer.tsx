'use client';
import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDrawer } from '@/components/ui/form/FormDrawer';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { namedOptions } from '@/components/ui/form/named-options';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useSaveForm } from '@/components/ui/form/use-save-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { countriesQuery } from '@/lib/api/business';
import { useSaveManagedLocation } from '@/lib/api/manage-locations';
import type { Location } from '@/lib/contract/account';
import { locationCopyParts } from '@/lib/contract/manage-locations';
import { knownTimeZones } from '@/lib/contract/time-zones';
import { locationForm, SERVER_FIELDS, toFormValues, toRequest } from './schema';

export interface LocationDrawerProps {
  /** undefined: a new location. */
  location: Location | undefined;
  /** The business's locations, to copy from. */
  locations: readonly Location[];
  onClose: () => void;
}

/** Add or edit a location; a new one may copy hours, order settings, taxes and menu from another. */
export function LocationDrawer({ location, locations, onClose }: LocationDrawerProps) {
  const t = useTranslations('locations.form');
  const translate = useTranslateError();
  const save = useSaveManagedLocation();
  const countries = useQuery(countriesQuery());
  const { form, frame } = useSaveForm({
    schema: locationForm,
    defaultValues: toFormValues(location, locations[0]?._id ?? ''),
    serverFields: SERVER_FIELDS,
    id: location?._id,
    save,
    toRequest,
  });
  const countryId = useWatch({ control: form.control, name: 'address.country' });
  const copyFrom = useWatch({ control: form.control, name: 'copy_from' });
  const stateOptions = useMemo(
    () => namedOptions(countries.data?.countries.find((c) => c._id === countryId)?.states),
    [countries.data, countryId],
  );
  const zones = useMemo(() => knownTimeZones(location ? [location.timezone] : []), [location]);

  return (
    <FormDrawer
      {...frame}
      onExited={onClose}
      title={location ? t('editTitle') : t('createTitle')}
      closeLabel={t('cancel')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth />
        <FormTextField control={form.control} name="address.street" label={t('street')} required fullWidth />
        <FormTextField control={form.control} name="address.city" label={t('city')} required fullWidth />
        <FormSelect
          control={form.control}
          name="address.country"
          label={t('country')}
          required
          fullWidth
          options={namedOptions(countries.data?.countries)}
          loading={countries.isPending}
          onValueChange={() => form.setValue('address.state_province', '')}
        />
        <FormSelect
          control={form.control}
          name="address.state_province"
          label={t('state')}
          required
          fullWidth
          options={stateOptions}
          loading={countries.isPending}
        />
        <FormTextField control={form.control} name="address.zip_postal_code" label={t('zip')} required fullWidth />
        <FormTextField
          control={form.control}
          name="contact.phone_number"
          label={t('phone')}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        />
        <Controller
          name="timezone"
          control={form.control}
          render={({ field: { ref, onChange, value, ...field }, fieldState }) => (
            <Autocomplete
              {...field}
              options={zones}
              value={value || null}
              onChange={(_, zone) => onChange(zone ?? '')}
              // "America/St_Johns" is found by "st johns" too.
              getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={ref}
                  label={t('timeZone')}
                  required
                  error={!!fieldState.error}
                  helperText={translate(fieldState.error?.message)}
                />
              )}
            />
          )}
        />
        {!location && (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t('copyTitle')}
            </Typography>
            <Controller
              name="copy_from"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('copyFrom')}
                  error={!!fieldState.error}
                  helperText={translate(fieldState.error?.message)}
                >
                  <MenuItem value="">{t('copyNone')}</MenuItem>
                  {locations.map((l) => (
                    <MenuItem key={l._id} value={l._id}>
                      {l.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {copyFrom !== '' && (
              <Controller
                name="copy"
                control={form.control}
                render={({ field }) => (
                  <FormGroup>
                    {locationCopyParts.map((part) => (
                      <FormControlLabel
                        key={part}
                        label={t(`copyParts.${part}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(part)}
                            onChange={(e) =>
                              field.onChange(
                                e.target.checked
                                  ? locationCopyParts.filter((p) => p === part || field.value.includes(p))
                                  : field.value.filter((p) => p !== part),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                )}
              />
            )}
          </Stack>
        )}
      </Stack>
    </FormDrawer>
  );
}
