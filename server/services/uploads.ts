import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { isRowId } from '../lib/ids';
import type { ImageInfo } from './image-info';

/**
 * Where the browser loads an upload: the portal's BFF path, not the API's own /v1 path, because
 * pages and the storefront only ever talk to the portal (the BFF forwards GET uploads/<id>).
 */
export const uploadUrl = (id: string) => `/api/v1/uploads/${id}`;

export async function storeUpload(db: Db, businessId: string, bytes: Uint8Array, info: ImageInfo): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({ businessId, contentType: info.type, bytes: Buffer.from(bytes), width: info.width, height: info.height })
    .returning({ id: uploads.id });
  return row!.id;
}

export async function readUpload(db: Db, id: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  // Anything but an id's shape cannot be an upload: no query needed.
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row;
}

/** The business's images, newest first (GET integration offers them to pick from). */
export async function businessUploadUrls(db: Db, businessId: string, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.businessId, businessId))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit);
  return rows.map((r) => uploadUrl(r.id));
}
