import { lastTenDigits, phoneDigits } from '@/lib/contract/plain/rules';

/**
 * SPEC §5: phone numbers are shown as their last 10 digits, North American style:
 * "15145550199" → "(514) 555-0199". Fewer than 10 digits are grouped as far as they go.
 */
export function formatPhone(digits: string | null | undefined): string {
  return groupTen(lastTenDigits(digits ?? ''));
}

/**
 * What a phone input shows while the user types: up to 10 digits grouped as they come in; a
 * longer number keeps its country prefix visible (so it can still be edited) in front of the
 * grouped last ten. Only the last ten are stored.
 */
export function formatPhoneInput(raw: string): string {
  const d = phoneDigits(raw).slice(0, 15);
  if (d.length <= 10) return groupTen(d);
  return `+${d.slice(0, d.length - 10)} ${groupTen(d.slice(-10))}`;
}

/**
 * Where the caret belongs in `formatted` so that the same number of digits precede it as
 * preceded it in what the user typed (keeps the caret in place when the text is regrouped).
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

function groupTen(d: string): string {
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
