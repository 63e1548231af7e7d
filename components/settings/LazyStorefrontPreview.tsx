'use client';
import { shownLazily } from '@/components/ui/shown-lazily';

/**
 * The preview loads when it comes near the screen: beside the form from 900 px, so with the page;
 * under the whole form on a phone, so its code, its three queries and their checks wait until the
 * merchant scrolls there instead of competing with the form's first load.
 */
export const LazyStorefrontPreview = shownLazily(
  () => import('./StorefrontPreview').then((m) => m.StorefrontPreview),
  360,
);
