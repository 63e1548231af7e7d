'use client';
import { Autocomplete } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { knownTimeZones } from '@/lib/contract/time-zones';
import type { LocationRequest } from '@/lib/contract';
import type { LocationFormIn } from './schema';

interface Props {
  control: Control<LocationFormIn, unknown, LocationRequest>;
  label: string;
  /** The location's zone now: offered even if this browser's list lacks it. */
  current: string;
}

/** The location's IANA time zone, picked from a list that can be searched by typing ("Toronto"). */
export function TimeZoneField({ control, label, current }: Props) {
  const translate = useTranslateError();
  const zones = useMemo(() => knownTimeZones([current]), [current]);
  return (
    <Controller
      name="timezone"
      control={control}
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
            <TextInputField
              {...params}
              inputRef={ref}
              label={label}
              required
              error={!!fieldState.error}
              helperText={translate(fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
