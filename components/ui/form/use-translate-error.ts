'use client';
import { useTranslations } from 'next-intl';

/**
 * Client-side rules carry keys (`validation.required`); server field errors arrive already
 * translated. Both end up as text under the field.
 */
export function useTranslateError() {
  const t = useTranslations();
  return (message: string | undefined) => {
    if (!message) return undefined;
    return /^validation\.\w+$/.test(message) ? t(message as 'validation.required') : message;
  };
}
