import { and, eq, sql } from 'drizzle-orm';
import {
  LOGO_HEIGHT,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LOGO_WIDTH,
  uploadIdOf,
  type DesignKind,
  type StoreDesign,
} from '../../lib/contract';
import type { Db } from '../db/client';
import { storeDesigns, uploads } from '../db/schema';
import { fieldFail, type ApiError } from '../lib/http';
import { uploadUrl } from './uploads';

/** What the logo rule looks at: the detected type and size, and the byte count. */
export interface LogoFacts {
  type: string;
  width: number | null;
  height: number | null;
  bytes: number;
}

/** The logo rule (SPEC §9: PNG/JPEG/WebP, exactly 230×87 px, under 1 MB) as a field error, or null. */
export function logoProblem(field: string, f: LogoFacts): ApiError | null {
  if (!(LOGO_TYPES as readonly string[]).includes(f.type)) return fieldFail(field, 'logoType');
  if (f.bytes >= LOGO_MAX_BYTES) return fieldFail(field, 'logoTooLarge');
  if (f.width !== LOGO_WIDTH || f.height !== LOGO_HEIGHT)
    return fieldFail(field, 'logoSize', { width: f.width ?? '?', height: f.height ?? '?' });
  return null;
}

/**
 * An image reference of the request as the stored URL, after checking it is an upload of this
 * business (another's, or none: 422 on the field, nothing saved); the logo also meets the rule.
 */
async function ownUpload(db: Db, businessId: string, field: string, ref: string, logo: boolean): Promise<string> {
  const id = uploadIdOf(ref);
  const [row] = id
    ? await db
        .select({
          type: uploads.contentType,
          width: uploads.width,
          height: uploads.height,
          bytes: sql<number>`octet_length(${uploads.bytes})`.mapWith(Number),
        })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.businessId, businessId)))
    : [];
  if (!row) throw fieldFail(field, 'designUploadUnknown');
  const problem = logo ? logoProblem(field, row) : null;
  if (problem) throw problem;
  return uploadUrl(id!);
}

export interface DesignInput {
  theme_color: string;
  theme_type: StoreDesign['theme_type'];
  banner_image_url?: string | null;
  banner_logo_url?: string | null;
  logo_link_url?: string | null;
}

/** Saves the design of one storefront of the location (the whole design: what is left out is cleared). */
export async function saveStoreDesign(
  db: Db,
  at: { businessId: string; locationId: string },
  kind: DesignKind,
  input: DesignInput,
): Promise<void> {
  const banner = input.banner_image_url
    ? await ownUpload(db, at.businessId, 'banner_image_url', input.banner_image_url, false)
    : null;
  const logo = input.banner_logo_url
    ? await ownUpload(db, at.businessId, 'banner_logo_url', input.banner_logo_url, true)
    : null;
  const values = {
    themeColor: input.theme_color,
    themeType: input.theme_type,
    bannerImageUrl: banner,
    bannerLogoUrl: logo,
    logoLinkUrl: input.logo_link_url ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(storeDesigns)
    .values({ ...at, kind, ...values })
    .onConflictDoUpdate({ target: [storeDesigns.locationId, storeDesigns.kind], set: values });
}
