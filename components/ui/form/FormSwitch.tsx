'use client';
import { FormControlLabel, Switch, type SwitchProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  /** A boolean field. */
  name: FieldPath<T>;
  label: string;
  size?: SwitchProps['size'];
  disabled?: boolean;
}

/** An on/off field bound to react-hook-form, labelled beside the switch. */
export function FormSwitch<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  size,
  disabled,
}: Props<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} size={size} />}
          label={label}
          disabled={disabled}
        />
      )}
    />
  );
}
