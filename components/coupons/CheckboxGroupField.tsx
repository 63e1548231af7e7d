'use client';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';

interface Props<T extends FieldValues, TOut extends FieldValues, V extends string | number> {
  control: Control<T, unknown, TOut>;
  /** A field holding the checked values. */
  name: FieldPath<T>;
  legend: string;
  hint?: string;
  /** In the order the field keeps them. */
  options: readonly { value: V; label: string }[];
}

/**
 * Several choices of a short fixed list (order types, week days) as checkboxes, the field's error
 * under them; the value keeps the options' order, whatever order they were ticked in.
 */
export function CheckboxGroupField<T extends FieldValues, TOut extends FieldValues, V extends string | number>({
  control,
  name,
  legend,
  hint,
  options,
}: Props<T, TOut, V>) {
  const translate = useTranslateError();
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value as V[];
        const toggle = (value: V, on: boolean) =>
          field.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v))));
        const help = translate(fieldState.error?.message) ?? hint;
        return (
          <FormControl component="fieldset" error={!!fieldState.error}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup row aria-describedby={help ? helpId : undefined}>
              {options.map((o, i) => (
                <FormControlLabel
                  key={o.value}
                  label={o.label}
                  control={
                    <Checkbox
                      checked={chosen.includes(o.value)}
                      onChange={(e) => toggle(o.value, e.target.checked)}
                      onBlur={field.onBlur}
                      // The first box takes the focus when the group has an error.
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
