'use client';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { WidgetFormIn, WidgetFormOut } from './schema';

/** One of a short list of choices as radio buttons, labelled by its legend. */
export function ChoiceField({
  control,
  name,
  label,
  choices,
}: {
  control: Control<WidgetFormIn, unknown, WidgetFormOut>;
  name: 'placement' | 'layout';
  label: string;
  choices: readonly { value: string; label: string }[];
}) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup {...field} aria-labelledby={labelId}>
            {choices.map((c) => (
              <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
