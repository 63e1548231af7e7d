'use client';
import { Box, Stack } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';

const HEX = /^#[0-9a-fA-F]{6}$/;

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
        render={({ field }) => (
          <Box
            component="input"
            type="color"
            aria-label={pickerLabel}
            // The picker only takes a whole #rrggbb: while the text is not one yet, it shows black.
            value={HEX.test(String(field.value)) ? String(field.value).toLowerCase() : '#000000'}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
            sx={{ width: 56, height: 56, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', flexShrink: 0 }}
          />
        )}
      />
      <FormTextField control={control} name={name} label={label} hint={hint} required sx={{ flexGrow: 1 }} />
    </Stack>
  );
}
