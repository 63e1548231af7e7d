'use client';
import { Stack } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ColorSwatch } from './ColorSwatch';
import { FormTextField } from './FormTextField';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** The swatch's name for assistive technology ("Pick the button colour"). */
  pickerLabel: string;
  hint: string;
}

/**
 * A colour as #RRGGBB text beside a swatch that opens the browser's picker: both edit the same
 * value, so a typed colour moves the swatch and a picked one fills the text (the rule is on the text).
 * A form on the page's first paint uses LightColorField (no react-hook-form).
 */
export function ColorField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  pickerLabel,
  hint,
}: Props<T, TOut>) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <ColorSwatch value={field.value} onChange={field.onChange} label={pickerLabel} />}
      />
      <FormTextField control={control} name={name} label={label} hint={hint} required sx={{ flexGrow: 1 }} />
    </Stack>
  );
}
