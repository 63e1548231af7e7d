'use client';
import { useTranslations } from 'next-intl';

/** Cards carry the mode as text; imported ones say `import`. A mode this screen does not know shows as is. */
export function usePaymentModeText() {
  const t = useTranslations('giftCards.paymentModes');
  return (mode: string | null) => (mode ? (t.has(mode) ? t(mode) : mode) : '—');
}
