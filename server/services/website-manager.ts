import { and, asc, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  DEFAULT_THEME_COLOR,
  GALLERY_MAX,
  MENU_PAGE_IMAGES_MAX,
  POPUPS_MAX,
  socialNetworks,
  uploadIdOf,
  WEBSITE_IMAGE_MAX_SIDE,
  WEBSITE_IMAGE_MIN_HEIGHT,
  WEBSITE_IMAGE_MIN_WIDTH,
  WEBSITE_IMAGE_TYPES,
  type MenuPage,
  type SocialLinks,
  type WebsiteFaqInput,
  type WebsiteImage,
  type WebsiteManager,
  type WebsitePopup,
  type WebsitePopupValues,
  type WebsiteSaveValues,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { uploads, websiteFaqs, websiteImages, websitePopups, websites } from '../db/schema';
import { fail, fieldFail, type ApiError } from '../lib/http';
import { uploadUrl } from './uploads';

/**
 * The business's website (issue 18, lib/contract/website-manager.ts): one per business. Every
 * write checks what it names belongs to the business (another's id is a 404, another's upload a
 * 422 on the field) before changing anything; writes of several rows run in one transaction.
 */

export type WebsiteImageKind = 'gallery' | 'menu';

/** Ids are 24 hex characters (server/lib/ids.ts): anything else names no row, without a query. */
const isRowId = (id: string | undefined): id is string => !!id && /^[0-9a-f]{24}$/.test(id);

// ------------------------------------------------------------------ images

/** What the image rule looks at: the detected type and size (the byte count is the upload's own limit). */
export interface WebsiteImageFacts {
  type: string;
  width: number | null;
  height: number | null;
}

/** The website image rule (PNG/JPEG/WebP, 320×240 px at least, 6000 px a side at most) as a field error, or null. */
export function websiteImageProblem(field: string, f: WebsiteImageFacts): ApiError | null {
  if (!(WEBSITE_IMAGE_TYPES as readonly string[]).includes(f.type)) return fieldFail(field, 'websiteImageType');
  const [w, h] = [f.width ?? 0, f.height ?? 0];
  if (
    w < WEBSITE_IMAGE_MIN_WIDTH ||
    h < WEBSITE_IMAGE_MIN_HEIGHT ||
    w > WEBSITE_IMAGE_MAX_SIDE ||
    h > WEBSITE_IMAGE_MAX_SIDE
  )
    return fieldFail(field, 'websiteImageSize', {
      minWidth: WEBSITE_IMAGE_MIN_WIDTH,
      minHeight: WEBSITE_IMAGE_MIN_HEIGHT,
      max: WEBSITE_IMAGE_MAX_SIDE,
      width: f.width ?? '?',
      height: f.height ?? '?',
    });
  return null;
}

/** The upload id a reference names, after checking it is this business's and meets the rule (422 on the field otherwise). */
async function ownImage(db: Db, businessId: string, field: string, ref: string): Promise<string> {
  const id = uploadIdOf(ref);
  const [row] = id
    ? await db
        .select({ type: uploads.contentType, width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.businessId, businessId)))
    : [];
  if (!row) throw fieldFail(field, 'designUploadUnknown');
  const problem = websiteImageProblem(field, row);
  if (problem) throw problem;
  return id!;
}

const imagesOf = (businessId: string, kind: WebsiteImageKind, page: number | null) =>
  and(
    eq(websiteImages.businessId, businessId),
    eq(websiteImages.kind, kind),
    page === null ? isNull(websiteImages.page) : eq(websiteImages.page, page),
  );

/**
 * Adds an image at the end of the gallery (`page` null) or of a menu page. The list is locked
 * while counted, so two additions at once cannot pass the limit together.
 */
export async function addWebsiteImage(
  db: Db,
  businessId: string,
  kind: WebsiteImageKind,
  page: number | null,
  ref: string,
): Promise<void> {
  const uploadId = await ownImage(db, businessId, 'image_url', ref);
  const limit = kind === 'gallery' ? GALLERY_MAX : MENU_PAGE_IMAGES_MAX;
  await db.transaction(async (tx) => {
    await lockWebsite(tx, businessId);
    const [{ n, last }] = (await tx
      .select({ n: count(), last: sql<number | null>`max(${websiteImages.position})` })
      .from(websiteImages)
      .where(imagesOf(businessId, kind, page))) as [{ n: number; last: number | null }];
    if (n >= limit)
      throw fieldFail('image_url', kind === 'gallery' ? 'websiteGalleryFull' : 'websiteMenuPageFull', { max: limit });
    await tx.insert(websiteImages).values({ businessId, kind, page, uploadId, position: (Number(last) || 0) + 1 });
  });
}

/** The gallery in the listed order, then the images not listed in their order; an id not in the gallery is a 404. */
export async function sortGallery(db: Db, businessId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWebsite(tx, businessId);
    const rows = await tx
      .select({ id: websiteImages.id })
      .from(websiteImages)
      .where(imagesOf(businessId, 'gallery', null))
      .orderBy(asc(websiteImages.position), asc(websiteImages.id));
    const current = rows.map((r) => r.id);
    if (ids.some((id) => !current.includes(id))) throw fail(404, 'websiteImageNotFound');
    const order = [...ids, ...current.filter((id) => !ids.includes(id))];
    for (const [i, id] of order.entries())
      await tx
        .update(websiteImages)
        .set({ position: i + 1 })
        .where(and(eq(websiteImages.id, id), eq(websiteImages.businessId, businessId)));
  });
}

/** Deletes one image of the gallery, or of the given menu page; any other id (or page) is a 404. */
export async function deleteWebsiteImage(
  db: Db,
  businessId: string,
  kind: WebsiteImageKind,
  id: string | undefined,
  page: number | null,
): Promise<void> {
  if (!isRowId(id)) throw fail(404, 'websiteImageNotFound');
  const deleted = await db
    .delete(websiteImages)
    .where(and(eq(websiteImages.id, id), imagesOf(businessId, kind, page)))
    .returning({ id: websiteImages.id });
  if (!deleted.length) throw fail(404, 'websiteImageNotFound');
}

// ------------------------------------------------------------------ setup, SEO, social links

/**
 * The website row, created with the defaults when missing and locked until the transaction ends:
 * writes that count or reorder rows of the business's website take it first, so they run one at a time.
 */
async function lockWebsite(tx: Db, businessId: string): Promise<void> {
  await tx.insert(websites).values({ businessId }).onConflictDoNothing();
  await tx.select({ id: websites.businessId }).from(websites).where(eq(websites.businessId, businessId)).for('update');
}

/** Saves the groups the request sent (theme colour, promotion URL, SEO, social links); the others stay. */
export async function saveWebsite(db: Db, businessId: string, input: WebsiteSaveValues): Promise<void> {
  const values: Partial<typeof websites.$inferInsert> = {};
  if (input.theme_color !== undefined) values.themeColor = input.theme_color;
  if (input.promotion_url !== undefined) values.promotionUrl = input.promotion_url;
  if (input.seo) {
    values.seoTitle = input.seo.page_title;
    values.seoDescription = input.seo.page_description;
    values.seoKeywords = input.seo.page_keywords;
  }
  if (input.social_links)
    values.socialLinks = Object.fromEntries(
      Object.entries(input.social_links).filter((entry): entry is [string, string] => entry[1] !== null),
    );
  if (Object.keys(values).length === 0) return;
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(websites)
    .values({ businessId, ...set })
    .onConflictDoUpdate({ target: websites.businessId, set });
}

// ------------------------------------------------------------------ popups

type PopupRow = typeof websitePopups.$inferSelect;

const popupValues = async (db: Db, businessId: string, input: WebsitePopupValues) => ({
  title: input.title,
  text: input.text,
  uploadId: input.image_url ? await ownImage(db, businessId, 'image_url', input.image_url) : null,
  fromDate: input.from_date,
  toDate: input.to_date,
  onlyWhileOpen: input.only_while_open,
  active: input.active,
});

export async function createPopup(db: Db, businessId: string, input: WebsitePopupValues): Promise<string> {
  const values = await popupValues(db, businessId, input);
  return db.transaction(async (tx) => {
    await lockWebsite(tx, businessId);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(websitePopups)
      .where(eq(websitePopups.businessId, businessId))) as [{ n: number }];
    if (n >= POPUPS_MAX) throw fail(422, 'websitePopupsFull', { max: POPUPS_MAX });
    const [row] = await tx
      .insert(websitePopups)
      .values({ businessId, ...values })
      .returning({ id: websitePopups.id });
    return row!.id;
  });
}

/** Replaces a popup of the business (what the request leaves out takes its default); any other id is a 404. */
export async function updatePopup(
  db: Db,
  businessId: string,
  id: string | undefined,
  input: WebsitePopupValues,
): Promise<void> {
  if (!isRowId(id)) throw fail(404, 'websitePopupNotFound');
  const [found] = await db
    .select({ id: websitePopups.id })
    .from(websitePopups)
    .where(and(eq(websitePopups.id, id), eq(websitePopups.businessId, businessId)));
  if (!found) throw fail(404, 'websitePopupNotFound');
  const values = await popupValues(db, businessId, input);
  await db
    .update(websitePopups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(websitePopups.id, id), eq(websitePopups.businessId, businessId)));
}

export async function deletePopup(db: Db, businessId: string, id: string | undefined): Promise<void> {
  if (!isRowId(id)) throw fail(404, 'websitePopupNotFound');
  const deleted = await db
    .delete(websitePopups)
    .where(and(eq(websitePopups.id, id), eq(websitePopups.businessId, businessId)))
    .returning({ id: websitePopups.id });
  if (!deleted.length) throw fail(404, 'websitePopupNotFound');
}

// ------------------------------------------------------------------ FAQs

/**
 * The FAQ list replaced by the one sent, in its order: listed ids are kept (and edited), new ones
 * added, the others deleted. An id that is not one of the business's FAQs is a 404, nothing changed.
 */
export async function saveFaqs(db: Db, businessId: string, list: readonly WebsiteFaqInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWebsite(tx, businessId);
    const rows = await tx
      .select({ id: websiteFaqs.id })
      .from(websiteFaqs)
      .where(eq(websiteFaqs.businessId, businessId));
    const existing = new Set(rows.map((r) => r.id));
    const kept = list.flatMap((f) => (f._id ? [f._id] : []));
    if (kept.some((id) => !existing.has(id))) throw fail(404, 'websiteFaqNotFound');
    await tx
      .delete(websiteFaqs)
      .where(and(eq(websiteFaqs.businessId, businessId), kept.length ? notInArray(websiteFaqs.id, kept) : undefined));
    for (const [i, faq] of list.entries()) {
      const values = { question: faq.question, answer: faq.answer, position: i + 1 };
      if (faq._id)
        await tx
          .update(websiteFaqs)
          .set(values)
          .where(and(eq(websiteFaqs.id, faq._id), eq(websiteFaqs.businessId, businessId)));
      else await tx.insert(websiteFaqs).values({ businessId, ...values });
    }
  });
}

// ------------------------------------------------------------------ reading

const serializePopup = (row: PopupRow): WebsitePopup => ({
  _id: row.id,
  title: row.title,
  text: row.text,
  image_url: row.uploadId ? uploadUrl(row.uploadId) : null,
  from_date: row.fromDate,
  to_date: row.toDate,
  only_while_open: row.onlyWhileOpen,
  active: row.active,
});

/**
 * The whole website of a business as the website manager and the public site read it: defaults
 * where nothing is saved; the gallery, each menu page and the FAQs in order; popups newest first.
 */
export async function loadWebsite(db: Db, businessId: string): Promise<WebsiteManager> {
  const [[site], images, popups, faqs] = await Promise.all([
    db.select().from(websites).where(eq(websites.businessId, businessId)),
    db
      .select({
        id: websiteImages.id,
        kind: websiteImages.kind,
        page: websiteImages.page,
        uploadId: websiteImages.uploadId,
        width: uploads.width,
        height: uploads.height,
      })
      .from(websiteImages)
      .innerJoin(uploads, eq(uploads.id, websiteImages.uploadId))
      .where(eq(websiteImages.businessId, businessId))
      .orderBy(asc(websiteImages.page), asc(websiteImages.position), asc(websiteImages.id)),
    db
      .select()
      .from(websitePopups)
      .where(eq(websitePopups.businessId, businessId))
      .orderBy(desc(websitePopups.createdAt), desc(websitePopups.id)),
    db
      .select()
      .from(websiteFaqs)
      .where(eq(websiteFaqs.businessId, businessId))
      .orderBy(asc(websiteFaqs.position), asc(websiteFaqs.id)),
  ]);
  const image = (r: (typeof images)[number]): WebsiteImage => ({
    _id: r.id,
    url: uploadUrl(r.uploadId),
    width: r.width,
    height: r.height,
  });
  const menu: MenuPage[] = [];
  for (const r of images.filter((i) => i.kind === 'menu')) {
    const last = menu.at(-1);
    if (last?.page === r.page) last.images.push(image(r));
    else menu.push({ page: r.page!, images: [image(r)] });
  }
  const saved = site?.socialLinks ?? {};
  return {
    theme_color: site?.themeColor ?? DEFAULT_THEME_COLOR,
    promotion_url: site?.promotionUrl ?? null,
    seo: {
      page_title: site?.seoTitle ?? '',
      page_description: site?.seoDescription ?? '',
      page_keywords: site?.seoKeywords ?? '',
    },
    social_links: Object.fromEntries(socialNetworks.map((n) => [n, saved[n] ?? null])) as SocialLinks,
    gallery: images.filter((i) => i.kind === 'gallery').map(image),
    menu,
    popups: popups.map(serializePopup),
    faqs: faqs.map((f) => ({ _id: f.id, question: f.question, answer: f.answer })),
  };
}
