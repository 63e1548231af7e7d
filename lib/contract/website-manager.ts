import { z } from 'zod';
import { isoDay } from './orders';
import { lineText, multilineText, plainString, V } from './rules';
import { storeDesignRequest } from './store-design';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  FAQS_MAX,
  GALLERY_MAX,
  isNetworkAddress,
  MENU_PAGES_MAX,
  normalizeWebAddress,
  popupDatesInOrder,
  POPUP_TEXT_MAX,
  POPUP_TITLE_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
  socialNetworks,
  tidyKeywords,
  type SocialNetwork,
} from './plain/website-manager';

export * from './plain/website-manager';

/**
 * The website manager (SPEC §3 "Website manager: gallery, popups, theme_color, promotion url, SEO,
 * FAQ, menu images"; §7; issue 18 item 3): the content of the business's own small website, one
 * per business (the public site at the business's slug shows it). Every call is below
 * `website-manager` and answers with the whole website (`websiteManagerReply`), so a screen
 * replaces its cache with the reply.
 *
 * - GET website-manager
 * - POST website-manager/save: any of theme_color, promotion_url, seo, social_links (a group left
 *   out stays as it is; a group sent is replaced)
 * - POST website-manager/seo: the SEO fields alone
 * - POST website-manager/gallery {image_url}; POST website-manager/gallery/sort {gallery: ids};
 *   DELETE website-manager/gallery/?gallery_id=
 * - POST website-manager/menu {page, image_url}; DELETE website-manager/menu/?gallery_id=&page=
 * - POST website-manager/faq {faqs}: the whole list in order (add, edit, reorder and delete)
 * - POST website-manager/website-popup; PUT website-manager/website-popup?popup_id=;
 *   DELETE website-manager/website-popup/?popup_id=
 *
 * Images are uploads of the caller's business (POST upload?purpose=website checks the rule as
 * the file arrives; the write checks it again), named by URL (`/api/v1/uploads/<id>`) or id.
 */

export const WMV = {
  webAddress: 'validation.webAddress',
  socialHost: 'validation.socialHost',
  max160: 'validation.max160',
  dateOrder: 'validation.dateOrder',
  idList: 'validation.idList',
  menuPage: 'validation.menuPage',
} as const;

/** An optional web address: blank or null clears it (null), anything else must be an http(s) address. */
const webAddress = () =>
  lineText()
    .max(255, V.max255)
    .nullable()
    .transform((v, ctx) => {
      if (!v) return null;
      const url = normalizeWebAddress(v);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: WMV.webAddress });
        return z.NEVER;
      }
      return url;
    });

const socialAddress = (network: SocialNetwork) =>
  webAddress()
    .refine((url) => url === null || isNetworkAddress(network, url), WMV.socialHost)
    .default(null);

export const socialLinksRequest = z.object(
  Object.fromEntries(socialNetworks.map((n) => [n, socialAddress(n)])) as Record<
    SocialNetwork,
    ReturnType<typeof socialAddress>
  >,
);

export const websiteSeoRequest = z.object({
  page_title: lineText().max(SEO_TITLE_MAX, V.max64).default(''),
  page_description: lineText().max(SEO_DESCRIPTION_MAX, WMV.max160).default(''),
  page_keywords: lineText().max(SEO_KEYWORDS_MAX, V.max255).default('').transform(tidyKeywords),
});
export type WebsiteSeoRequest = z.input<typeof websiteSeoRequest>;

/** POST website-manager/save: each group sent replaces the saved one; a group left out stays. */
export const websiteSaveRequest = z.object({
  theme_color: storeDesignRequest.shape.theme_color.optional(),
  promotion_url: webAddress().optional(),
  seo: websiteSeoRequest.optional(),
  social_links: socialLinksRequest.optional(),
});
export type WebsiteSaveRequest = z.input<typeof websiteSaveRequest>;
export type WebsiteSaveValues = z.output<typeof websiteSaveRequest>;

/** An upload of the caller's business, by URL or id (the server checks whose it is). */
const imageRef = () => lineText().min(1, V.required).max(255, V.max255);

export const galleryAddRequest = z.object({ image_url: imageRef() });
export type GalleryAddRequest = z.input<typeof galleryAddRequest>;

/** The gallery's ids in their new order; images not listed keep their order after the listed ones. */
export const gallerySortRequest = z.object({
  gallery: z
    .array(plainString().min(1).max(64), { error: WMV.idList })
    .min(1, WMV.idList)
    .max(GALLERY_MAX, WMV.idList)
    .refine((ids) => new Set(ids).size === ids.length, WMV.idList),
});
export type GallerySortRequest = z.input<typeof gallerySortRequest>;

const menuPage = () =>
  z.number({ error: WMV.menuPage }).int(WMV.menuPage).min(1, WMV.menuPage).max(MENU_PAGES_MAX, WMV.menuPage);

/** POST website-manager/menu: one more image on a page of the menu (page 1 is the first). */
export const menuImageRequest = z.object({ page: menuPage(), image_url: imageRef() });
export type MenuImageRequest = z.input<typeof menuImageRequest>;

/** DELETE website-manager/menu/?gallery_id=&page= (query values arrive as strings). */
export const menuImageDeleteQuery = z.object({
  gallery_id: plainString().min(1).max(64),
  page: z.coerce.number().int().min(1).max(MENU_PAGES_MAX),
});

/**
 * A popup of the website: shown from `from_date` to `to_date` (local days, both included; no end
 * date: until turned off), only while the store is open when `only_while_open`, and never when not
 * `active`. A popup ending before it starts is refused on `to_date`.
 */
export const websitePopupRequest = z
  .object({
    title: lineText().min(1, V.required).max(POPUP_TITLE_MAX, V.max64),
    text: multilineText().max(POPUP_TEXT_MAX, 'validation.max500').default(''),
    image_url: imageRef().nullable().default(null),
    from_date: isoDay(),
    to_date: isoDay().nullable().default(null),
    only_while_open: z.boolean({ error: V.choice }).default(false),
    active: z.boolean({ error: V.choice }).default(true),
  })
  .refine(popupDatesInOrder, { path: ['to_date'], message: WMV.dateOrder });
export type WebsitePopupRequest = z.input<typeof websitePopupRequest>;
export type WebsitePopupValues = z.output<typeof websitePopupRequest>;

export const websiteFaqRequest = z.object({
  /** An FAQ of the list being kept (edited or moved); without one, a new FAQ. */
  _id: plainString().min(1).max(64).optional(),
  question: lineText().min(1, V.required).max(FAQ_QUESTION_MAX, V.max255),
  answer: multilineText().min(1, V.required).max(FAQ_ANSWER_MAX, 'validation.max2000'),
});

/** POST website-manager/faq: the whole list in its order; an FAQ left out is deleted. */
export const websiteFaqsRequest = z.object({
  faqs: z
    .array(websiteFaqRequest, { error: WMV.idList })
    .max(FAQS_MAX, WMV.idList)
    .refine((list) => {
      const ids = list.flatMap((f) => (f._id ? [f._id] : []));
      return new Set(ids).size === ids.length;
    }, WMV.idList),
});
export type WebsiteFaqsRequest = z.input<typeof websiteFaqsRequest>;
export type WebsiteFaqInput = z.input<typeof websiteFaqRequest>;

// ------------------------------------------------------------------ replies

export const websiteImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type WebsiteImage = z.infer<typeof websiteImageSchema>;

export const menuPageSchema = z.object({ page: z.number().int(), images: z.array(websiteImageSchema) });
export type MenuPage = z.infer<typeof menuPageSchema>;

export const websitePopupSchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  image_url: z.string().nullable(),
  from_date: z.string(),
  to_date: z.string().nullable(),
  only_while_open: z.boolean(),
  active: z.boolean(),
});
export type WebsitePopup = z.infer<typeof websitePopupSchema>;

export const websiteFaqSchema = z.object({ _id: z.string(), question: z.string(), answer: z.string() });
export type WebsiteFaq = z.infer<typeof websiteFaqSchema>;

export const websiteSeoSchema = z.object({
  page_title: z.string(),
  page_description: z.string(),
  page_keywords: z.string(),
});
export type WebsiteSeo = z.infer<typeof websiteSeoSchema>;

export const socialLinksSchema = z.object(
  Object.fromEntries(socialNetworks.map((n) => [n, z.string().nullable()])) as Record<
    SocialNetwork,
    z.ZodNullable<z.ZodString>
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const websiteManagerSchema = z.object({
  theme_color: z.string(),
  promotion_url: z.string().nullable(),
  seo: websiteSeoSchema,
  social_links: socialLinksSchema,
  /** In the order the site shows them. */
  gallery: z.array(websiteImageSchema),
  /** Pages that hold images, by page number; each page's images in order. */
  menu: z.array(menuPageSchema),
  /** Newest first. */
  popups: z.array(websitePopupSchema),
  /** In the order the site shows them. */
  faqs: z.array(websiteFaqSchema),
});
export type WebsiteManager = z.infer<typeof websiteManagerSchema>;

export const websiteManagerReply = z.object({ website_manager: websiteManagerSchema, message: z.string().optional() });
export type WebsiteManagerReply = z.infer<typeof websiteManagerReply>;
