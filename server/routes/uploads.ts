import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES, type PermissionKey, type uploadReply } from '../../lib/contract';
import { fail, fieldFail } from '../lib/http';
import { requireAuth } from '../middleware';
import { imageInfo } from '../services/image-info';
import { readUpload, storeUpload, uploadUrl } from '../services/uploads';
import type { AppEnv } from '../types';

/**
 * Images serve the menu (item pictures) and the store design (logo, banner): either flag may
 * upload. Reading them back is public, since the storefront shows them to anonymous customers.
 */
const UPLOADERS: PermissionKey[] = ['menu', 'store_design'];
const requireUploader = createMiddleware<AppEnv>(async (c, next) => {
  const m = c.get('membership');
  if (!m) throw fail(c, 404, 'noBusiness');
  if (!UPLOADERS.some((key) => m.permissions[key])) throw fail(c, 403, 'forbidden');
  await next();
});

/** An id is never reused, so a browser or CDN may keep the bytes for good. */
const SERVE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // Served as the detected type only; and nothing in an image may run as a page.
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

async function uploadedFile(c: Context<AppEnv>): Promise<File | null> {
  try {
    const body = await c.req.parseBody();
    return body.file instanceof File ? body.file : null;
  } catch {
    return null; // not multipart, or a broken one: answered like a missing file
  }
}

export const uploadsRoutes = new Hono<AppEnv>()
  /** POST upload (multipart, field `file`) → 201 {url, width, height}; the route has its own body limit in app.ts. */
  .post('/upload', requireAuth, requireUploader, async (c) => {
    const file = await uploadedFile(c);
    if (!file) throw fieldFail(c, 'file', 'uploadMissing');
    if (file.size > UPLOAD_MAX_BYTES) throw fail(c, 413, 'uploadTooLarge');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const info = imageInfo(bytes);
    if (!info) throw fieldFail(c, 'file', 'uploadType');
    const id = await storeUpload(c.get('deps').db, c.get('membership')!.businessId, bytes, info);
    const reply: z.infer<typeof uploadReply> = { url: uploadUrl(id), width: info.width, height: info.height };
    return c.json(reply, 201);
  })
  .get('/uploads/:id', async (c) => {
    const row = await readUpload(c.get('deps').db, c.req.param('id'));
    if (!row) throw fail(c, 404, 'uploadNotFound');
    return c.body(new Uint8Array(row.bytes), 200, { ...SERVE_HEADERS, 'content-type': row.contentType, 'content-length': String(row.bytes.length) });
  });
