import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

export type BffText = keyof typeof en.bff;

/** The BFF's own replies (upstream down, forbidden origin …) in the caller's language. */
export function bffText(locale: string, key: BffText): string {
  return (locale === 'fr' ? fr : en).bff[key];
}
