import { z } from 'zod';
import { V, website } from './rules';
import { storeDesignSchema, themeTypes } from './store';

/**
 * The storefront's design (SPEC §7 PUT setting/banner, PUT catering-setting/banner; §9 logo,
 * theme colour and type; issue 12 item 7). GET and PUT on each path; the reply carries the
 * design as `theme_appearance` (store.ts storeDesignSchema), and a PUT's confirmation.
 *
 * Images are uploads of the caller's business (POST upload), named by their URL
 * (`/api/v1/uploads/<id>`) or id. The logo must be PNG, JPEG or WebP, exactly LOGO_WIDTH ×
 * LOGO_HEIGHT pixels and under LOGO_MAX_BYTES: POST upload?purpose=logo checks it as the file
 * arrives (the form shows the error at once), and the PUT checks it again (the rule holds
 * whoever calls).
 */

export const DV = { color: 'validation.hexColor' } as const;

export const LOGO_WIDTH = 230;
export const LOGO_HEIGHT = 87;
/** "Under 1 MB": strictly less than 1 MiB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** SPEC §9 defaults (plain, for zod-free first loads). */
export { DEFAULT_THEME_COLOR } from './plain/store-design';

/** The storefronts with a design of their own: online orders, catering. */
export const designKinds = ['order', 'catering'] as const;
export type DesignKind = (typeof designKinds)[number];

const imageRef = () => z.string({ error: V.required }).trim().max(255, V.max255).nullable().optional();

export const storeDesignRequest = z.object({
  theme_color: z
    .string({ error: V.required })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, DV.color)
    .transform((c) => c.toLowerCase()),
  theme_type: z.enum(themeTypes, { error: V.choice }),
  banner_image_url: imageRef(),
  banner_logo_url: imageRef(),
  logo_link_url: website().nullable(),
});
export type StoreDesignRequest = z.input<typeof storeDesignRequest>;

export const storeDesignReply = z.object({ theme_appearance: storeDesignSchema, message: z.string().optional() });

/** The upload id in an image reference (its URL or the bare id); null when it names no upload. */
export function uploadIdOf(ref: string): string | null {
  return /^(?:\/api\/v1\/uploads\/)?([0-9a-f]{24})$/.exec(ref)?.[1] ?? null;
}
