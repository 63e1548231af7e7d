'use client';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslations } from 'next-intl';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { storeServices, type StoreService } from '@/lib/contract/store';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** A list of services. */
  name: FieldPath<T>;
  label: string;
}

/** Pick-up, delivery and catering as checkboxes, bound to a list field; its error under the group. */
export function ServicesField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
}: Props<T, TOut>) {
  const t = useTranslations('storeSetup.serviceNames');
  const translate = useTranslateError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as StoreService[];
        const toggle = (service: StoreService, on: boolean) =>
          field.onChange(storeServices.filter((s) => (s === service ? on : value.includes(s))));
        return (
          <FormControl component="fieldset" error={!!fieldState.error} variant="standard">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {storeServices.map((service, i) => (
                <FormControlLabel
                  key={service}
                  label={t(service)}
                  control={
                    <Checkbox
                      checked={value.includes(service)}
                      onChange={(e) => toggle(service, e.target.checked)}
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
