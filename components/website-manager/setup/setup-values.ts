import { lightZodResolver } from '@/components/ui/form/light/light-resolver';
import { WEBSITE_DEFAULTS } from '@/lib/contract/plain/website-manager';
import type { WebsiteManager, WebsiteSaveRequest } from '@/lib/contract/website-manager';
import type { SetupFormIn, SetupFormOut } from './schema';

/** The form's schema (schema.ts) and zod load with its first check: the form is on the page's first paint. */
export const setupResolver = lightZodResolver<SetupFormIn, SetupFormOut>(() =>
  import('./schema').then((m) => m.setupForm),
);

export const SETUP_FIELDS = [
  'theme_color',
  'promotion_url',
  'seo.page_title',
  'seo.page_description',
  'seo.page_keywords',
] as const;

export function setupValues(w: WebsiteManager | undefined): SetupFormIn {
  return {
    theme_color: w?.theme_color ?? WEBSITE_DEFAULTS.theme_color,
    promotion_url: w?.promotion_url ?? '',
    seo: { ...(w?.seo ?? WEBSITE_DEFAULTS.seo) },
  };
}

/** Colour, promotion URL and SEO in one save (the social links are another screen's and stay). */
export const setupRequest = (v: SetupFormOut): WebsiteSaveRequest => v;
