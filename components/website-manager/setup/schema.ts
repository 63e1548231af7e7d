import { z } from 'zod';
import {
  WEBSITE_DEFAULTS,
  websiteSaveRequest,
  websiteSeoRequest,
  type WebsiteManager,
  type WebsiteSaveRequest,
} from '@/lib/contract/website-manager';

const save = websiteSaveRequest.shape;

/** The setup form checks what POST website-manager/save checks; the server's field errors land on the same fields. */
export const setupForm = z.object({
  theme_color: save.theme_color.unwrap(),
  promotion_url: save.promotion_url.unwrap(),
  seo: websiteSeoRequest,
});
export type SetupFormIn = z.input<typeof setupForm>;
export type SetupFormOut = z.output<typeof setupForm>;

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
