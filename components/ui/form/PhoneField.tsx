'use client';
import type { FieldValues } from 'react-hook-form';
import { phoneDigits } from '@/lib/contract/rules';
import { caretAfterDigits, formatPhoneInput } from '@/lib/phone';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

type Props<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormTextFieldProps<T, TOut>,
  'type' | 'onChange' | 'parse'
>;

/** Regroups the typed number; regrouping moves the caret to the end, so it goes back after the same digit. */
function regroup(text: string, input: HTMLInputElement): string {
  const caret = input.selectionStart ?? text.length;
  const digitsBefore = phoneDigits(text.slice(0, caret)).length;
  const next = formatPhoneInput(text);
  if (caret < text.length) {
    requestAnimationFrame(() => {
      const pos = caretAfterDigits(next, digitsBefore);
      input.setSelectionRange(pos, pos);
    });
  }
  return next;
}

/**
 * A phone number grouped as it is typed, "(514) 555-0199". The form keeps the shown text; the
 * contract's phone rule validates it and sends only the last 10 digits (SPEC §5).
 */
export function PhoneField<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  return (
    <FormTextField
      {...props}
      type="tel"
      parse={regroup}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}
