/** Reference API: POST upload (multipart) and the public GET uploads/{id}; the header parser behind them. */
import { uploadReply, UPLOAD_MAX_BYTES } from '@/lib/contract';
import { imageInfo } from '@/server/services/image-info';
import { api, client, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

// ------------------------------------------------ smallest headers of each format, built by hand
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const png = (w: number, h: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 6, 0, 0, 0], be32(0));
const gif = (w: number, h: number) => bytes('GIF89a', le16(w), le16(h), [0, 0, 0], [0x3b]);
// APP0 (JFIF) first, then a baseline start-of-frame: the parser has to skip a segment.
const jpeg = (w: number, h: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(h),
    be16(w),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
const riff = (chunk: string, payload: number[]) =>
  bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, le24(payload.length), [0], payload);
const webpVp8x = (w: number, h: number) => riff('VP8X', [0, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);
const webpVp8 = (w: number, h: number) =>
  riff('VP8 ', [0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(w), ...le16(h), 0, 0]);
function webpVp8l(w: number, h: number) {
  const bits = ((w - 1) | ((h - 1) << 14)) >>> 0;
  return riff('VP8L', [0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255, 0, 0, 0, 0]);
}

describe('imageInfo', () => {
  test.each([
    ['PNG', png(230, 87), 'image/png'],
    ['GIF', gif(230, 87), 'image/gif'],
    ['JPEG', jpeg(230, 87), 'image/jpeg'],
    ['WebP VP8X', webpVp8x(230, 87), 'image/webp'],
    ['WebP VP8L', webpVp8l(230, 87), 'image/webp'],
    ['WebP VP8', webpVp8(230, 87), 'image/webp'],
  ])('%s: type and size from the header', (_name, file, type) => {
    expect(imageInfo(file)).toEqual({ type, width: 230, height: 87 });
  });

  test('not an image, a truncated header or a zero side: null', () => {
    expect(imageInfo(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(imageInfo(bytes('%PDF-1.7'))).toBeNull();
    expect(imageInfo(png(10, 10).slice(0, 20))).toBeNull();
    expect(imageInfo(jpeg(10, 10).slice(0, 12))).toBeNull();
    expect(imageInfo(png(0, 10))).toBeNull();
    expect(imageInfo(new Uint8Array())).toBeNull();
  });
});

async function upload(
  token: string | undefined,
  file: Uint8Array<ArrayBuffer> | null,
  opts: { type?: string; lang?: string; field?: string } = {},
) {
  const form = new FormData();
  if (file)
    form.append(
      opts.field ?? 'file',
      new Blob([file], { type: opts.type ?? 'application/octet-stream' }),
      'picture.bin',
    );
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const res = await api.fetch(new Request('http://internal/v1/upload', { method: 'POST', headers, body: form }));
  return { status: res.status, body: await res.json() };
}

/** A PNG header padded to `size` bytes: only the header is read. */
const paddedPng = (size: number) => {
  const file = new Uint8Array(size);
  file.set(png(1200, 800));
  return file;
};

describe('POST upload and GET uploads/{id}', () => {
  test('stores the image; the public URL serves it without a token, cached for good, never sniffed', async () => {
    const m = await client.registerBusiness();
    // The declared type is ignored: the bytes say GIF.
    const res = await upload(m.token, gif(64, 32), { type: 'image/png' });
    expect(res.status).toBe(201);
    const { url, width, height } = uploadReply.parse(res.body);
    expect({ width, height }).toEqual({ width: 64, height: 32 });
    expect(url).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{24}$/);

    const served = await api.fetch(new Request(`http://internal/v1/${url.replace('/api/v1/', '')}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(gif(64, 32));
  });

  test('a file of exactly 2 MB is accepted; one byte more is a 413 (en and fr); far more stops at the body limit', async () => {
    const m = await client.registerBusiness();
    expect((await upload(m.token, paddedPng(UPLOAD_MAX_BYTES))).status).toBe(201);
    expect(await upload(m.token, paddedPng(UPLOAD_MAX_BYTES + 1))).toEqual({
      status: 413,
      body: { message: 'The image is larger than 2 MB.' },
    });
    expect(await upload(m.token, paddedPng(3 * 1024 * 1024), { lang: 'fr' })).toEqual({
      status: 413,
      body: { message: 'L’image dépasse 2 Mo.' },
    });
  });

  test('422 on `file`: not an image whatever its declared type, no file, another field name, JSON body', async () => {
    const m = await client.registerBusiness();
    const svg = await upload(m.token, bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), { type: 'image/png' });
    expect(svg).toEqual({
      status: 422,
      body: {
        message: 'Choose a JPEG, PNG, WebP or GIF image.',
        errors: { file: ['Choose a JPEG, PNG, WebP or GIF image.'] },
      },
    });
    expect((await upload(m.token, bytes('GIF89a'), { lang: 'fr' })).body.errors).toEqual({
      file: ['Choisissez une image JPEG, PNG, WebP ou GIF.'],
    });
    expect((await upload(m.token, null)).body.errors).toEqual({ file: ['Choose an image to upload.'] });
    expect((await upload(m.token, png(1, 1), { field: 'image' })).status).toBe(422);
    const json = await client.call('POST', 'upload', { token: m.token, body: { file: 'x' } });
    expect(json).toMatchObject({ status: 422, body: { errors: { file: ['Choose an image to upload.'] } } });
  });

  test('401 without a token; 403 for an employee; a manager without menu but with store design may upload', async () => {
    const m = await client.registerBusiness();
    expect((await upload(undefined, png(1, 1))).status).toBe(401);
    const denied = await upload(
      await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] }),
      png(1, 1),
    );
    expect(denied).toEqual({ status: 403, body: { message: 'You do not have permission to do this.' } });
    expect(
      (
        await upload(
          await signInStaff({
            businessId: m.businessId,
            role: 'manager',
            locationIds: [m.locationId],
            permissions: { menu: false },
          }),
          png(1, 1),
        )
      ).status,
    ).toBe(201);
  });

  test('unknown or malformed ids are a 404 (translated)', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope', '..%2F..%2Fetc']) {
      const res = await client.call('GET', `uploads/${id}`, { lang: 'fr' });
      expect(res).toEqual(expect.objectContaining({ status: 404, body: { message: 'Cette image n’existe pas.' } }));
    }
  });
});
