import { z } from 'zod';
import { openReasons } from './open-at';
import { hoursWindowSchema, specialWindowSchema, storeDesignSchema } from './store';
import {
  menuPageSchema,
  socialLinksSchema,
  websiteFaqSchema,
  websiteImageSchema,
  websiteSeoSchema,
} from './website-manager';
import { websiteWidgetSchema } from './website-widget';

/**
 * The public site of a business (issue 18 item 4), served by the portal at `/s/{slug}` to anyone,
 * signed out: GET public/site?slug= answers with what the page shows, all of it from the
 * business's primary location (one website per business). A business without the
 * website_manager feature, or an unknown slug, is a 404.
 */

/** One dish as the public menu shows it: only what a customer reads; price in cents. */
export const publicMenuItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  image: z.string().nullable(),
});
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;

/** A category with its available items, in menu order (unavailable categories and items are left out). */
export const publicMenuSectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  items: z.array(publicMenuItemSchema),
});
export type PublicMenuSection = z.infer<typeof publicMenuSectionSchema>;

export const publicSiteLocationSchema = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip_postal_code: z.string(),
  /** ISO 3166 code ("CA"). */
  country: z.string(),
  phone_number: z.string(),
  timezone: z.string(),
  /** ISO 4217: every price of the menu is in it. */
  currency: z.string(),
});
export type PublicSiteLocation = z.infer<typeof publicSiteLocationSchema>;

/**
 * Right now, on the location's clock: open when a service the business offers takes orders
 * (open-at.ts decides); otherwise why not, `paused` first when a pause stops it (detail: when it ends).
 */
export const publicSiteStatusSchema = z.object({
  open: z.boolean(),
  reason: z.enum(openReasons),
  detail: z.string().optional(),
});
export type PublicSiteStatus = z.infer<typeof publicSiteStatusSchema>;

export const publicSiteReply = z.object({
  business: z.object({ name: z.string() }),
  location: publicSiteLocationSchema,
  /** The online-order storefront's design: banner, logo and its link. */
  design: storeDesignSchema,
  /** The website's own colour (website manager). */
  theme_color: z.string(),
  promotion_url: z.string().nullable(),
  seo: websiteSeoSchema,
  social_links: socialLinksSchema,
  gallery: z.array(websiteImageSchema),
  menu_pages: z.array(menuPageSchema),
  faqs: z.array(websiteFaqSchema),
  menu: z.array(publicMenuSectionSchema),
  /** The business hours of the week (the customer's "opening hours"). */
  hours: z.array(hoursWindowSchema),
  /** The location's local day and its hours: the week's, or a holiday's (closed: none). */
  today: z.object({
    date: z.string(),
    weekday: z.number().int().min(0).max(6),
    hours: z.array(specialWindowSchema),
    holiday: z.string().nullable(),
  }),
  status: publicSiteStatusSchema,
  /** The popup showing now (newest first wins), or null. */
  popup: z.object({ title: z.string(), text: z.string(), image_url: z.string().nullable() }).nullable(),
  /** Where "Order online" leads (null: nowhere but this site), drawn with the widget's settings when saved. */
  order: z.object({ url: z.string().nullable(), widget: websiteWidgetSchema.nullable() }),
});
export type PublicSiteReply = z.infer<typeof publicSiteReply>;
