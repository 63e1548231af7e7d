import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** A page's `generateMetadata`: its title from the message catalogue, in the visitor's language. */
export function pageTitle(namespace: string, key = 'title') {
  return async (): Promise<Metadata> => ({ title: (await getTranslations(namespace))(key) });
}
