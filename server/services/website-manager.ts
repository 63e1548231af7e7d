import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import {
  DEFAULT_THEME_COLOR,
  POPUPS_MAX,
  socialNetworks,
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
import { isRowId } from '../lib/ids';
import { fail } from '../lib/http';
import { uploadUrl } from './uploads';
import { ownImage } from './website-images';
import { lockWebsite } from './website-row';

/**
 * The business's website (issue 18, lib/contract/website-manager.ts): one per business. Every
 * write checks what it names belongs to the business (another's id is a 404, another's upload a
 * 422 on the field) before changing anything; writes of several rows run in one transaction.
 * Its images: website-images.ts.
 */

// ------------------------------------------------------------------ setup, SEO, social links

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
