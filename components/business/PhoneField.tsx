'use client';
import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { phoneDigits } from '@/lib/contract/rules';
import { caretAfterDigits, formatPhoneInput } from '@/lib/phone';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type' | 'onChange'> & {
  name: FieldPath<T>;
  control: Control<T>;
  hint?: string;
};

/**
 * A phone number grouped as it is typed, "(514) 555-0199". The form keeps the shown text; the
 * contract's phone rule validates it and sends only the last 10 digits (SPEC §5).
 */
export function PhoneField<T extends FieldValues>({ name, control, hint, ...rest }: Props<T>) {
  const translate = useTranslateError();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          type="tel"
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            const caret = input.selectionStart ?? input.value.length;
            const atEnd = caret >= input.value.length;
            const digitsBefore = phoneDigits(input.value.slice(0, caret)).length;
            const next = formatPhoneInput(input.value);
            field.onChange(next);
            // Regrouping moves the caret to the end; put it back after the same digit.
            if (!atEnd) {
              requestAnimationFrame(() => {
                const pos = caretAfterDigits(next, digitsBefore);
                input.setSelectionRange(pos, pos);
              });
            }
          }}
          error={!!fieldState.error}
          helperText={translate(fieldState.error?.message) ?? hint}
          slotProps={{ ...rest.slotProps, htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        />
      )}
    />
  );
}
