import { getLocale } from 'next-intl/server';
import { requestNonce } from '@/lib/request-nonce';

/** Where the warm-up worker is served from (public/workers), with the page's language. */
export const intlWarmupUrl = (locale: string) => `/workers/intl-warm.js?lang=${encodeURIComponent(locale)}`;

/**
 * Starts public/workers/intl-warm.js while the page's HTML is still being read: the renderer's
 * first number or date format (ICU opening its data, 35-90 ms) is paid there, on another thread,
 * long before hydration formats the page's amounts and dates on the main thread. A browser
 * without workers, or one that refuses this one, formats as before.
 */
export async function IntlWarmup() {
  const [nonce, locale] = await Promise.all([requestNonce(), getLocale()]);
  const start = `try{new Worker(${JSON.stringify(intlWarmupUrl(locale))})}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />;
}
