import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  GALLERY_MAX,
  MENU_PAGE_IMAGES_MAX,
  WEBSITE_IMAGE_MAX_SIDE,
  WEBSITE_IMAGE_MIN_HEIGHT,
  WEBSITE_IMAGE_MIN_WIDTH,
  WEBSITE_IMAGE_TYPES,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { websiteImages } from '../db/schema';
import { isRowId } from '../lib/ids';
import { fail, fieldFail } from '../lib/http';
import { ownUpload, type ImageRule } from './upload-rule';
import { lockWebsite } from './website-row';

/**
 * The website's images (issue 18): the gallery and the menu pages, each an upload of the business
 * that meets the image rule. Another business's upload is a 422 on the field, another's image a 404.
 */

export type WebsiteImageKind = 'gallery' | 'menu';

/** The website image rule (PNG/JPEG/WebP, 320×240 px at least, 6000 px a side at most). */
export const WEBSITE_IMAGE_RULE: ImageRule = {
  types: WEBSITE_IMAGE_TYPES,
  minWidth: WEBSITE_IMAGE_MIN_WIDTH,
  minHeight: WEBSITE_IMAGE_MIN_HEIGHT,
  maxSide: WEBSITE_IMAGE_MAX_SIDE,
  typeError: 'websiteImageType',
  sizeError: 'websiteImageSize',
};

/** The upload id a reference names, once it is this business's and meets the website rule. */
export const ownImage = (db: Db, businessId: string, field: string, ref: string) =>
  ownUpload(db, businessId, field, ref, WEBSITE_IMAGE_RULE);

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
