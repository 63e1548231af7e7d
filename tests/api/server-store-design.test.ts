/** Reference API: GET/PUT setting/banner and catering-setting/banner (the storefront's design), and the logo rule. */
import { storeDesignReply, uploadReply } from '@/lib/contract';
import { api, client, expectForbidden, signInStaff, startTestApi } from './helpers/test-api';

startTestApi();

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** A PNG header of the given size, padded to `size` bytes (only the header is read). */
function png(w: number, h: number, size = 64) {
  const file = new Uint8Array(size);
  file.set(
    bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 6, 0, 0, 0]),
  );
  return file;
}
const gif = (w: number, h: number) => bytes('GIF89a', [w & 255, w >> 8, h & 255, h >> 8], [0, 0, 0], [0x3b]);

async function upload(token: string, file: Uint8Array<ArrayBuffer>, query = '', lang?: string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'image/png' }), 'logo.png');
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lang) headers['accept-language'] = lang;
  const res = await api.fetch(
    new Request(`http://internal/v1/upload${query}`, { method: 'POST', headers, body: form }),
  );
  return { status: res.status, body: await res.json() };
}
const uploaded = async (token: string, file: Uint8Array<ArrayBuffer>) => {
  const res = await upload(token, file);
  expect(res.status).toBe(201);
  return uploadReply.parse(res.body).url;
};

const DEFAULTS = {
  theme_color: '#383232',
  theme_type: 'light',
  banner_image_url: null,
  banner_logo_url: null,
  logo_link_url: null,
};

describe('store design', () => {
  test('defaults #383232 / light; PUT saves online orders and catering apart', async () => {
    const m = await client.registerBusiness();
    for (const path of ['setting/banner', 'catering-setting/banner']) {
      const res = await client.call('GET', path, { token: m.token });
      expect(res.status).toBe(200);
      expect(storeDesignReply.parse(res.body)).toEqual({ theme_appearance: DEFAULTS });
    }
    const logo = await uploaded(m.token, png(230, 87));
    const banner = await uploaded(m.token, png(1600, 400));
    const put = await client.call('PUT', 'setting/banner', {
      token: m.token,
      body: {
        theme_color: '#AA3300',
        theme_type: 'dark',
        banner_image_url: banner,
        banner_logo_url: logo,
        logo_link_url: 'https://chez-ada.example',
      },
    });
    expect(put.status).toBe(200);
    const saved = {
      theme_color: '#aa3300',
      theme_type: 'dark',
      banner_image_url: banner,
      banner_logo_url: logo,
      logo_link_url: 'https://chez-ada.example',
    };
    expect(storeDesignReply.parse(put.body)).toEqual({ theme_appearance: saved, message: 'Store design saved.' });
    expect((await client.call('GET', 'setting/banner', { token: m.token })).body).toEqual({ theme_appearance: saved });
    expect((await client.call('GET', 'catering-setting/banner', { token: m.token })).body).toEqual({
      theme_appearance: DEFAULTS,
    });
    // A bare upload id names the same image.
    const byId = await client.call('PUT', 'catering-setting/banner', {
      token: m.token,
      lang: 'fr',
      body: {
        theme_color: '#383232',
        theme_type: 'light',
        banner_logo_url: logo.split('/').pop(),
        logo_link_url: null,
      },
    });
    expect(byId.body).toEqual({
      theme_appearance: { ...DEFAULTS, banner_logo_url: logo },
      message: 'Apparence de la boutique enregistrée.',
    });
  });

  test('a logo of the wrong size, type or weight is refused with the rule, at upload (purpose=logo) and at PUT', async () => {
    const m = await client.registerBusiness();
    const wrong = await upload(m.token, png(300, 100), '?purpose=logo');
    expect(wrong).toEqual({
      status: 422,
      body: {
        message: 'The logo must be exactly 230 × 87 pixels; this image is 300 × 100.',
        errors: { file: ['The logo must be exactly 230 × 87 pixels; this image is 300 × 100.'] },
      },
    });
    const fr = await upload(m.token, png(300, 100), '?purpose=logo', 'fr');
    expect(fr.body.errors.file).toEqual([
      'Le logo doit mesurer exactement 230 × 87 pixels; cette image mesure 300 × 100.',
    ]);
    expect((await upload(m.token, png(230, 87), '?purpose=logo')).status).toBe(201);
    expect((await upload(m.token, gif(230, 87), '?purpose=logo')).body.errors.file).toEqual([
      'The logo must be a PNG, JPEG or WebP image.',
    ]);
    expect((await upload(m.token, png(230, 87, 1024 * 1024), '?purpose=logo')).body.errors.file).toEqual([
      'The logo must be under 1 MB.',
    ]);
    // Without the purpose the upload is a plain image; the PUT still holds the rule.
    const big = await uploaded(m.token, png(300, 100));
    const put = await client.call('PUT', 'setting/banner', {
      token: m.token,
      body: { theme_color: '#383232', theme_type: 'light', banner_logo_url: big },
    });
    expect(put.status).toBe(422);
    expect(put.body.errors).toEqual({
      banner_logo_url: ['The logo must be exactly 230 × 87 pixels; this image is 300 × 100.'],
    });
    expect((await client.call('GET', 'setting/banner', { token: m.token })).body).toEqual({
      theme_appearance: DEFAULTS,
    });
  });

  test("another business's upload, a bad colour or link: 422 on the field, nothing saved", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    const theirs = await uploaded(other.token, png(230, 87));
    const foreign = await client.call('PUT', 'setting/banner', {
      token: m.token,
      body: { theme_color: '#383232', theme_type: 'light', banner_logo_url: theirs },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      banner_logo_url: ['This image is not one of your uploads. Upload it again.'],
    });
    const bad = await client.call('PUT', 'setting/banner', {
      token: m.token,
      body: { theme_color: 'red', theme_type: 'sepia', logo_link_url: 'not a link' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['logo_link_url', 'theme_color', 'theme_type']);
    expect(bad.body.errors.theme_color).toEqual(['Enter a colour as #RRGGBB (for example #383232).']);
    expect((await client.call('GET', 'setting/banner', { token: m.token })).body).toEqual({
      theme_appearance: DEFAULTS,
    });
  });

  test('403 without store design; 404 on another business location', async () => {
    const m = await client.registerBusiness();
    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(
      employee,
      [
        ['GET', 'setting/banner'],
        ['PUT', 'setting/banner'],
        ['PUT', 'catering-setting/banner'],
      ],
      { theme_color: '#383232', theme_type: 'light' },
    );
    const other = await client.registerBusiness();
    const res = await client.call('PUT', `setting/banner?location=${other.locationId}`, {
      token: m.token,
      body: { theme_color: '#000000', theme_type: 'dark' },
    });
    expect(res.status).toBe(404);
    expect((await client.call('GET', 'setting/banner', { token: other.token })).body).toEqual({
      theme_appearance: DEFAULTS,
    });
  });
});
