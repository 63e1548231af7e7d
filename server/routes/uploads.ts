import type { Context } from 'hono';
import type { z } from 'zod';
import { UPLOAD_MAX_BYTES, type uploadReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { fail, fieldFail, foundOr404 } from '../lib/http';
import { imageInfo } from '../services/image-info';
import { logoProblem } from '../services/store-design';
import { WEBSITE_IMAGE_RULE } from '../services/website-images';
import { BACKGROUND_RULE } from '../services/reservations';
import { imageProblem } from '../services/upload-rule';
import { readUpload, storeUpload, uploadUrl } from '../services/uploads';

/** An id is never reused, so a browser or CDN may keep the bytes for good. */
const SERVE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // Served as the detected type only; and nothing in an image may run as a page.
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

async function uploadedFile(c: Context): Promise<File | null> {
  try {
    const body = await c.req.parseBody();
    return body.file instanceof File ? body.file : null;
  } catch {
    return null; // not multipart, or a broken one: answered like a missing file
  }
}

/** Images of the menu and the store design; reading them back is public (the storefront shows them). */
export const uploadsRoutes = new ApiRoutes()
  /** POST upload (multipart, field `file`) → 201 {url, width, height}; the route has its own body limit in app.ts. */
  .handle('POST /upload', async (c) => {
    const file = await uploadedFile(c);
    if (!file) throw fieldFail('file', 'uploadMissing');
    if (file.size > UPLOAD_MAX_BYTES) throw fail(413, 'uploadTooLarge');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const info = imageInfo(bytes);
    if (!info) throw fieldFail('file', 'uploadType');
    // ?purpose=logo: the store logo's rule (store-design.ts), so the form shows a wrong file at once.
    if (c.req.query('purpose') === 'logo') {
      const problem = logoProblem('file', { ...info, bytes: bytes.length });
      if (problem) throw problem;
    }
    // ?purpose=website: the website manager's image rule (gallery, menu pages, popups).
    if (c.req.query('purpose') === 'website') {
      const problem = imageProblem('file', info, WEBSITE_IMAGE_RULE);
      if (problem) throw problem;
    }
    // ?purpose=reservation-background: the reservation page's background rule (services/reservations.ts).
    if (c.req.query('purpose') === 'reservation-background') {
      const problem = imageProblem('file', info, BACKGROUND_RULE);
      if (problem) throw problem;
    }
    const id = await storeUpload(c.var.deps.db, c.var.scope.businessId, bytes, info);
    const reply: z.infer<typeof uploadReply> = { url: uploadUrl(id), width: info.width, height: info.height };
    return c.json(reply, 201);
  })
  .handle('GET /uploads/:id', async (c) => {
    const row = await foundOr404(readUpload(c.var.deps.db, c.req.param('id')), 'uploadNotFound');
    return c.body(new Uint8Array(row.bytes), 200, {
      ...SERVE_HEADERS,
      'content-type': row.contentType,
      'content-length': String(row.bytes.length),
    });
  });
