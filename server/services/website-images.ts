import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  GALLERY_MAX,
  MENU_PAGE_IMAGES_MAX,
  uploadIdOf,
  WEBSITE_IMAGE_MAX_SIDE,
  WEBSITE_IMAGE_MIN_HEIGHT,
  WEBSITE_IMAGE_MIN_WIDTH,
  WEBSITE_IMAGE_TYPES,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { uploads, websiteImages } from '../db/schema';
import { isRowId } from '../lib/ids';
import { fail, fieldFail, type ApiError } from '../lib/http';
import { lockWebsite } from './website-row';

/**
 * The website's images (issue 18): the gallery and the menu pages, each an upload of the business
 * that meets the image rule. Another business's upload is a 422 on the field, another's image a 404.
 */

export type WebsiteImageKind = 'gallery' | 'menu';

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
export async function ownImage(db: Db, businessId: string, field: string, ref: string): Promise<string> {
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
