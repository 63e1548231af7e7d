'use client';
import { useMemo } from 'react';
import type { LightFormHandle } from '@/components/ui/form/light/light-form-store';
import { useLightField } from '@/components/ui/form/light/use-light-field';
import { PlainComboBox } from '@/components/ui/form/PlainComboBox';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { knownTimeZones } from '@/lib/contract/time-zones';

interface Props {
  form: LightFormHandle;
  label: string;
  /** The location's zone now: offered even if this browser's list lacks it. */
  current: string;
}

// "America/St_Johns" shows, and is found, as "America/St Johns".
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** The location's IANA time zone, picked from a list that can be searched by typing ("Toronto"). */
export function TimeZoneField({ form, label, current }: Props) {
  const translate = useTranslateError();
  const field = useLightField<string>(form, 'timezone');
  const zones = useMemo(() => knownTimeZones([current]), [current]);
  return (
    <PlainComboBox
      label={label}
      name="timezone"
      options={zones}
      optionLabel={zoneLabel}
      value={field.value ?? ''}
      onChange={field.onChange}
      inputRef={field.ref}
      required
      error={!!field.error}
      helperText={translate(field.error?.message)}
    />
  );
}
