import { and, eq } from 'drizzle-orm';
import { uploadIdOf } from '../../lib/contract';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { ServerTextKey } from '../i18n';
import { fieldFail, type ApiError } from '../lib/http';

/**
 * An image rule of an upload (the website's images, the booking page's background): the types it
 * takes and the size bounds, with the texts of its two field errors. The byte count is the upload's
 * own limit.
 */
export interface ImageRule {
  types: readonly string[];
  minWidth: number;
  minHeight: number;
  maxSide: number;
  typeError: ServerTextKey;
  sizeError: ServerTextKey;
}

/** What a rule looks at: the detected type and size. */
export interface ImageFacts {
  type: string;
  width: number | null;
  height: number | null;
}

/** The rule's field error for the image, or null when it meets the rule. */
export function imageProblem(field: string, f: ImageFacts, rule: ImageRule): ApiError | null {
  if (!rule.types.includes(f.type)) return fieldFail(field, rule.typeError);
  const [w, h] = [f.width ?? 0, f.height ?? 0];
  if (w < rule.minWidth || h < rule.minHeight || w > rule.maxSide || h > rule.maxSide)
    return fieldFail(field, rule.sizeError, {
      minWidth: rule.minWidth,
      minHeight: rule.minHeight,
      max: rule.maxSide,
      width: f.width ?? '?',
      height: f.height ?? '?',
    });
  return null;
}

/** The upload id a reference names, once it is this business's and meets the rule (422 on the field otherwise). */
export async function ownUpload(db: Db, businessId: string, field: string, ref: string, rule: ImageRule) {
  const id = uploadIdOf(ref);
  const [row] = id
    ? await db
        .select({ type: uploads.contentType, width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.businessId, businessId)))
    : [];
  if (!row) throw fieldFail(field, 'designUploadUnknown');
  const problem = imageProblem(field, row, rule);
  if (problem) throw problem;
  return id!;
}
