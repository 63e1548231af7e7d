import { phoneDigits } from '@/lib/contract/plain/rules';
import { caretAfterDigits, formatPhoneInput } from '@/lib/phone';

/**
 * A phone number's text regrouped as it is typed, "(514) 555-0199". Regrouping moves the caret to
 * the end, so it goes back after the same digit it followed.
 */
export function regroupPhone(text: string, input: HTMLInputElement): string {
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
