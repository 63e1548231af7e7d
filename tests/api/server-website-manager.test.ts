/** Reference API: the website manager (issue 18 item 3): every call, its rules, the feature gate, other businesses. */
import { eq, sql } from 'drizzle-orm';
import {
  GALLERY_MAX,
  popupShows,
  popupState,
  routeList,
  uploadReply,
  websiteManagerReply,
  type WebsiteManager,
} from '@/lib/contract';
import { businesses, websiteImages } from '@/server/db/schema';
import { api, client, signInStaff, startTestApi, type Owner } from './helpers/test-api';

startTestApi();

// ------------------------------------------------ images built by hand (only the header is read)
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
function png(w: number, h: number, size = 64) {
  const file = new Uint8Array(size);
  file.set(
    bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 6, 0, 0, 0]),
  );
  return file;
}
const gif = (w: number, h: number) => bytes('GIF89a', [w & 255, w >> 8, h & 255, h >> 8], [0, 0, 0], [0x3b]);
const svgWithScript = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

async function upload(token: string, file: Uint8Array<ArrayBuffer>, query = '', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([file], { type }), 'picture');
  const res = await api.fetch(
    new Request(`http://internal/v1/upload${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: res.status, body: await res.json() };
}
const uploaded = async (token: string, file = png(800, 600)) => {
  const res = await upload(token, file, '?purpose=website');
  expect(res.status).toBe(201);
  return uploadReply.parse(res.body).url;
};

// ------------------------------------------------ the business and its website

const withFeature = (businessId: string, on: boolean) =>
  api.db.update(businesses).set({ websiteManager: on }).where(eq(businesses.id, businessId));

/** A new owner whose plan includes the website manager. */
async function siteOwner(): Promise<Owner> {
  const owner = await client.registerBusiness();
  await withFeature(owner.businessId, true);
  return owner;
}

const site = async (token: string): Promise<WebsiteManager> => {
  const res = await client.call('GET', 'website-manager', { token });
  expect(res.status).toBe(200);
  return websiteManagerReply.parse(res.body).website_manager;
};

const EMPTY: WebsiteManager = {
  theme_color: '#383232',
  promotion_url: null,
  seo: { page_title: '', page_description: '', page_keywords: '' },
  social_links: {
    facebook: null,
    instagram: null,
    x: null,
    tiktok: null,
    youtube: null,
    yelp: null,
    tripadvisor: null,
  },
  gallery: [],
  menu: [],
  popups: [],
  faqs: [],
};

const featureRoutes = routeList.filter((r) => r.feature === 'website_manager');

describe('the feature gate and permissions', () => {
  test('every website-manager row needs store design and the website_manager feature', () => {
    expect(featureRoutes.map((r) => r.key).sort()).toEqual(
      [
        'GET /website-manager',
        'POST /website-manager/save',
        'POST /website-manager/seo',
        'POST /website-manager/gallery',
        'POST /website-manager/gallery/sort',
        'DELETE /website-manager/gallery/',
        'POST /website-manager/menu',
        'DELETE /website-manager/menu/',
        'POST /website-manager/faq',
        'POST /website-manager/website-popup',
        'PUT /website-manager/website-popup',
        'DELETE /website-manager/website-popup/',
      ].sort(),
    );
    for (const r of featureRoutes) expect([r.key, r.permissions, r.location]).toEqual([r.key, ['store_design'], false]);
  });

  test('without the feature every call is 403 with its own text, in the caller language, and nothing changes', async () => {
    const owner = await client.registerBusiness();
    for (const r of featureRoutes) {
      const body = r.method === 'GET' ? undefined : { seo: { page_title: 'Nope' }, page_title: 'Nope' };
      const res = await client.call(r.method, r.path.slice(1), { token: owner.token, body });
      expect([r.key, res.status, res.body]).toEqual([
        r.key,
        403,
        { message: 'The website manager is not part of your plan. Change your plan on the Billing page.' },
      ]);
    }
    const fr = await client.call('POST', 'website-manager/seo', {
      token: owner.token,
      lang: 'fr',
      body: { page_title: 'Non' },
    });
    expect(fr.body.message).toBe(
      'Le gestionnaire de site web ne fait pas partie de votre forfait. Changez de forfait à la page Facturation.',
    );
    await withFeature(owner.businessId, true);
    expect(await site(owner.token)).toEqual(EMPTY);
  });

  test('an employee without store design gets 403; with it alone, the website is theirs to edit', async () => {
    const owner = await siteOwner();
    const plain = await signInStaff({
      businessId: owner.businessId,
      role: 'employee',
      locationIds: [owner.locationId],
    });
    for (const r of featureRoutes) {
      const res = await client.call(r.method, r.path.slice(1), {
        token: plain,
        body: r.method === 'GET' ? undefined : {},
      });
      expect([r.key, res.status, res.body.message]).toEqual([r.key, 403, 'You do not have permission to do this.']);
    }
    const designer = await signInStaff({
      businessId: owner.businessId,
      role: 'employee',
      locationIds: [owner.locationId],
      permissions: { store_design: true },
    });
    const saved = await client.call('POST', 'website-manager/seo', {
      token: designer,
      body: { page_title: 'Chez Ada' },
    });
    expect(saved.status).toBe(200);
    expect((await site(owner.token)).seo.page_title).toBe('Chez Ada');
  });
});

describe('website setup, SEO and social links', () => {
  test('save stores what it is sent and keeps the groups it is not sent', async () => {
    const owner = await siteOwner();
    const res = await client.call('POST', 'website-manager/save', {
      token: owner.token,
      body: {
        theme_color: '#AA3300',
        promotion_url: 'chez-ada.example/promo',
        seo: { page_title: ' Chez Ada ', page_description: 'Bistro in Montréal', page_keywords: 'bistro,  poutine, ,' },
      },
    });
    expect(res.status).toBe(200);
    const saved = {
      ...EMPTY,
      theme_color: '#aa3300',
      promotion_url: 'https://chez-ada.example/promo',
      seo: { page_title: 'Chez Ada', page_description: 'Bistro in Montréal', page_keywords: 'bistro, poutine' },
    };
    expect(websiteManagerReply.parse(res.body)).toEqual({ website_manager: saved, message: 'Website saved.' });

    const social = await client.call('POST', 'website-manager/save', {
      token: owner.token,
      lang: 'fr',
      body: {
        social_links: {
          facebook: 'https://www.facebook.com/chezada',
          instagram: 'instagram.com/chezada',
          x: 'https://twitter.com/chezada',
          yelp: 'https://fr-ca.yelp.ca/biz/chez-ada',
          youtube: '',
        },
      },
    });
    expect(social.body.message).toBe('Site web enregistré.');
    const links = {
      ...EMPTY.social_links,
      facebook: 'https://www.facebook.com/chezada',
      instagram: 'https://instagram.com/chezada',
      x: 'https://twitter.com/chezada',
      yelp: 'https://fr-ca.yelp.ca/biz/chez-ada',
    };
    expect(await site(owner.token)).toEqual({ ...saved, social_links: links });

    // POST seo changes the SEO alone; a null promotion URL clears it.
    await client.call('POST', 'website-manager/seo', { token: owner.token, body: { page_title: 'Ada' } });
    await client.call('POST', 'website-manager/save', { token: owner.token, body: { promotion_url: null } });
    expect(await site(owner.token)).toEqual({
      ...saved,
      promotion_url: null,
      seo: { page_title: 'Ada', page_description: '', page_keywords: '' },
      social_links: links,
    });
  });

  test('a javascript: URL, a link off its network, a long title: 422 on the field, nothing saved', async () => {
    const owner = await siteOwner();
    await client.call('POST', 'website-manager/save', {
      token: owner.token,
      body: { promotion_url: 'https://chez-ada.example', social_links: { facebook: 'https://facebook.com/ada' } },
    });
    const before = await site(owner.token);
    const bad = await client.call('POST', 'website-manager/save', {
      token: owner.token,
      body: {
        theme_color: 'red',
        promotion_url: 'javascript:alert(document.cookie)',
        seo: { page_title: 'T'.repeat(65), page_description: 'D'.repeat(161) },
        social_links: {
          facebook: 'https://facebook.com.evil.example/ada',
          instagram: 'javascript://instagram.com/%0aalert(1)',
          x: 'data:text/html,<script>alert(1)</script>',
          tiktok: 'ftp://tiktok.com/@ada',
          youtube: 'https://user:pass@youtube.com/ada',
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      theme_color: ['Enter a colour as #RRGGBB (for example #383232).'],
      promotion_url: ['Enter a web address starting with http:// or https://.'],
      'seo.page_title': ['Use at most 64 characters.'],
      'seo.page_description': ['Use at most 160 characters.'],
      'social_links.facebook': ["This address is not on this network's website."],
      'social_links.instagram': ['Enter a web address starting with http:// or https://.'],
      'social_links.x': ['Enter a web address starting with http:// or https://.'],
      'social_links.tiktok': ['Enter a web address starting with http:// or https://.'],
      'social_links.youtube': ['Enter a web address starting with http:// or https://.'],
    });
    const fr = await client.call('POST', 'website-manager/save', {
      token: owner.token,
      lang: 'fr',
      body: { social_links: { instagram: 'https://facebook.com/ada' } },
    });
    expect(fr.body.errors).toEqual({ 'social_links.instagram': ['Cette adresse n’est pas sur le site de ce réseau.'] });
    expect(await site(owner.token)).toEqual(before);
  });
});

describe('gallery', () => {
  test('upload?purpose=website holds the image rule: type, size, dimensions; a 5 MB file and an SVG are refused', async () => {
    const owner = await siteOwner();
    const count = async () =>
      (
        (await api.db.execute(sql`select count(*)::int as n from uploads where business_id = ${owner.businessId}`)) as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const small = await upload(owner.token, png(200, 100), '?purpose=website');
    expect(small).toEqual({
      status: 422,
      body: {
        message:
          'The image must be at least 320 × 240 pixels and at most 6000 pixels on a side; this one is 200 × 100.',
        errors: {
          file: [
            'The image must be at least 320 × 240 pixels and at most 6000 pixels on a side; this one is 200 × 100.',
          ],
        },
      },
    });
    expect((await upload(owner.token, png(7000, 400), '?purpose=website')).status).toBe(422);
    expect((await upload(owner.token, gif(800, 600), '?purpose=website')).body.errors.file).toEqual([
      'Choose a PNG, JPEG or WebP image.',
    ]);
    const svg = await upload(owner.token, svgWithScript, '?purpose=website', 'image/svg+xml');
    expect([svg.status, svg.body.errors.file]).toEqual([422, ['Choose a JPEG, PNG, WebP or GIF image.']]);
    const huge = await upload(owner.token, png(800, 600, 5 * 1024 * 1024), '?purpose=website');
    expect(huge.status).toBe(413);
    expect(await count()).toBe(0);
    expect((await upload(owner.token, png(800, 600), '?purpose=website')).status).toBe(201);
    expect(await count()).toBe(1);
  });

  test('add, reorder and delete (DELETE gallery/?gallery_id=); the rule holds at POST gallery too', async () => {
    const owner = await siteOwner();
    const [a, b, c] = [await uploaded(owner.token), await uploaded(owner.token), await uploaded(owner.token)];
    const add = (image_url: string) =>
      client.call('POST', 'website-manager/gallery', { token: owner.token, body: { image_url } });
    const first = await add(a);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Image added.');
    expect(first.body.website_manager.gallery).toEqual([{ _id: expect.any(String), url: a, width: 800, height: 600 }]);
    await add(b);
    // A bare upload id names the same image.
    await add(c.split('/').pop()!);
    let gallery = (await site(owner.token)).gallery;
    expect(gallery.map((g) => g.url)).toEqual([a, b, c]);
    const [ga, gb, gc] = gallery.map((g) => g._id);

    const sorted = await client.call('POST', 'website-manager/gallery/sort', {
      token: owner.token,
      body: { gallery: [gc, ga] },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.message).toBe('Gallery order saved.');
    expect(sorted.body.website_manager.gallery.map((g: { url: string }) => g.url)).toEqual([c, a, b]);

    const deleted = await client.call('DELETE', `website-manager/gallery/?gallery_id=${ga}`, { token: owner.token });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Image deleted.']);
    gallery = (await site(owner.token)).gallery;
    expect(gallery.map((g) => g._id)).toEqual([gc, gb]);
    const again = await client.call('DELETE', `website-manager/gallery/?gallery_id=${ga}`, { token: owner.token });
    expect(again).toMatchObject({ status: 404, body: { message: 'This image is not on your website.' } });
    for (const q of ['', '?gallery_id=', '?gallery_id=%00', '?gallery_id=not-an-id'])
      expect((await client.call('DELETE', `website-manager/gallery/${q}`, { token: owner.token })).status).toBe(404);

    // An upload that breaks the rule (plain upload, no purpose) is refused when added.
    const plain = await upload(owner.token, png(100, 100));
    const refused = await add(uploadReply.parse(plain.body).url);
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      {
        image_url: [
          'The image must be at least 320 × 240 pixels and at most 6000 pixels on a side; this one is 100 × 100.',
        ],
      },
    ]);
    expect((await site(owner.token)).gallery.map((g) => g._id)).toEqual([gc, gb]);
  });

  test("another business's gallery_id or upload is refused and both galleries stay as they are", async () => {
    const owner = await siteOwner();
    const other = await siteOwner();
    await client.call('POST', 'website-manager/gallery', {
      token: other.token,
      body: { image_url: await uploaded(other.token) },
    });
    const theirs = await site(other.token);
    const theirId = theirs.gallery[0]!._id;
    const mine = await uploaded(owner.token);
    await client.call('POST', 'website-manager/gallery', { token: owner.token, body: { image_url: mine } });
    const before = await site(owner.token);

    const del = await client.call('DELETE', `website-manager/gallery/?gallery_id=${theirId}`, { token: owner.token });
    expect(del.status).toBe(404);
    const sort = await client.call('POST', 'website-manager/gallery/sort', {
      token: owner.token,
      body: { gallery: [theirId, before.gallery[0]!._id] },
    });
    expect(sort.status).toBe(404);
    const menu = await client.call('DELETE', `website-manager/menu/?gallery_id=${theirId}&page=1`, {
      token: owner.token,
    });
    expect(menu.status).toBe(404);
    const foreign = await client.call('POST', 'website-manager/gallery', {
      token: owner.token,
      body: { image_url: theirs.gallery[0]!.url },
    });
    expect([foreign.status, foreign.body.errors]).toEqual([
      422,
      { image_url: ['This image is not one of your uploads. Upload it again.'] },
    ]);
    // ?business= of a business the caller is not in: 404, as everywhere.
    const elsewhere = await client.call('DELETE', `website-manager/gallery/?gallery_id=${theirId}`, {
      token: owner.token,
      business: other.businessId,
    });
    expect(elsewhere.status).toBe(404);
    expect(await site(owner.token)).toEqual(before);
    expect(await site(other.token)).toEqual(theirs);
  });

  test(`the gallery holds at most ${GALLERY_MAX} images`, async () => {
    const owner = await siteOwner();
    const url = await uploaded(owner.token);
    const uploadId = url.split('/').pop()!;
    await api.db.insert(websiteImages).values(
      Array.from({ length: GALLERY_MAX }, (_, i) => ({
        businessId: owner.businessId,
        kind: 'gallery' as const,
        uploadId,
        position: i + 1,
      })),
    );
    const res = await client.call('POST', 'website-manager/gallery', { token: owner.token, body: { image_url: url } });
    expect([res.status, res.body.errors]).toEqual([
      422,
      { image_url: [`The gallery holds at most ${GALLERY_MAX} images: delete one first.`] },
    ]);
    expect((await site(owner.token)).gallery).toHaveLength(GALLERY_MAX);
  });
});

describe('menu images', () => {
  test('images by page; DELETE menu/?gallery_id=&page= needs both to match', async () => {
    const owner = await siteOwner();
    const [a, b, c] = [await uploaded(owner.token), await uploaded(owner.token), await uploaded(owner.token)];
    const add = (page: unknown, image_url: string) =>
      client.call('POST', 'website-manager/menu', { token: owner.token, body: { page, image_url } });
    expect((await add(2, c)).status).toBe(201);
    await add(1, a);
    await add(1, b);
    const { menu, gallery } = await site(owner.token);
    expect(gallery).toEqual([]);
    expect(menu.map((p) => [p.page, p.images.map((i) => i.url)])).toEqual([
      [1, [a, b]],
      [2, [c]],
    ]);
    const bad = await add(0, a);
    expect([bad.status, bad.body.errors]).toEqual([422, { page: ['Choose a menu page from 1 to 20.'] }]);
    expect((await add(21, a)).status).toBe(422);

    const idOfB = menu[0]!.images[1]!._id;
    const wrongPage = await client.call('DELETE', `website-manager/menu/?gallery_id=${idOfB}&page=2`, {
      token: owner.token,
    });
    expect(wrongPage.status).toBe(404);
    expect(
      (await client.call('DELETE', `website-manager/menu/?gallery_id=${idOfB}`, { token: owner.token })).status,
    ).toBe(404);
    const deleted = await client.call('DELETE', `website-manager/menu/?gallery_id=${idOfB}&page=1`, {
      token: owner.token,
    });
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Image deleted.']);
    expect(
      deleted.body.website_manager.menu.map((p: { page: number; images: { url: string }[] }) => [
        p.page,
        p.images.map((i) => i.url),
      ]),
    ).toEqual([
      [1, [a]],
      [2, [c]],
    ]);
    // A menu image is not a gallery image.
    const asGallery = await client.call('DELETE', `website-manager/gallery/?gallery_id=${menu[1]!.images[0]!._id}`, {
      token: owner.token,
    });
    expect(asGallery.status).toBe(404);
  });
});

describe('popups', () => {
  const popup = {
    title: 'Patio open',
    text: 'Our patio is open\nfrom noon.',
    from_date: '2031-06-01',
    to_date: '2031-08-31',
    only_while_open: true,
  };

  test('create, edit (PUT ?popup_id=), delete (DELETE website-popup/?popup_id=)', async () => {
    const owner = await siteOwner();
    const image = await uploaded(owner.token);
    const created = await client.call('POST', 'website-manager/website-popup', {
      token: owner.token,
      body: { ...popup, image_url: image },
    });
    expect([created.status, created.body.message]).toEqual([201, 'Popup created.']);
    const [saved] = websiteManagerReply.parse(created.body).website_manager.popups;
    expect(saved).toEqual({ _id: expect.any(String), ...popup, image_url: image, active: true });

    const edited = await client.call('PUT', `website-manager/website-popup?popup_id=${saved!._id}`, {
      token: owner.token,
      lang: 'fr',
      body: { title: 'Terrasse ouverte', from_date: '2031-06-01', to_date: null, active: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Fenêtre contextuelle enregistrée.');
    expect((await site(owner.token)).popups).toEqual([
      {
        _id: saved!._id,
        title: 'Terrasse ouverte',
        text: '',
        image_url: null,
        from_date: '2031-06-01',
        to_date: null,
        only_while_open: false,
        active: false,
      },
    ]);
    const deleted = await client.call('DELETE', `website-manager/website-popup/?popup_id=${saved!._id}`, {
      token: owner.token,
    });
    expect([deleted.status, deleted.body.message, deleted.body.website_manager.popups]).toEqual([
      200,
      'Popup deleted.',
      [],
    ]);
    const gone = await client.call('PUT', `website-manager/website-popup?popup_id=${saved!._id}`, {
      token: owner.token,
      body: popup,
    });
    expect(gone).toMatchObject({ status: 404, body: { message: 'This popup does not exist.' } });
  });

  test('a popup ending before it starts, a bad date, no title: 422 on the fields, nothing saved', async () => {
    const owner = await siteOwner();
    const res = await client.call('POST', 'website-manager/website-popup', {
      token: owner.token,
      body: { title: '', from_date: '2031-06-10', to_date: '2031-06-09' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['This field is required.'],
      to_date: ['The end date cannot be before the start date.'],
    });
    const day = await client.call('POST', 'website-manager/website-popup', {
      token: owner.token,
      body: { title: 'Hi', from_date: '2031-02-30' },
    });
    expect(day.body.errors).toEqual({ from_date: ['Enter a date as YYYY-MM-DD.'] });
    expect((await site(owner.token)).popups).toEqual([]);
  });

  test("another business's popup: 404 to edit or delete, and it stays as it was", async () => {
    const owner = await siteOwner();
    const other = await siteOwner();
    await client.call('POST', 'website-manager/website-popup', { token: other.token, body: popup });
    const theirs = await site(other.token);
    const id = theirs.popups[0]!._id;
    const put = await client.call('PUT', `website-manager/website-popup?popup_id=${id}`, {
      token: owner.token,
      body: { ...popup, title: 'Hijacked' },
    });
    expect(put.status).toBe(404);
    const del = await client.call('DELETE', `website-manager/website-popup/?popup_id=${id}`, { token: owner.token });
    expect(del.status).toBe(404);
    expect(await site(other.token)).toEqual(theirs);
    expect((await site(owner.token)).popups).toEqual([]);
  });

  test('when a popup shows: active, within its days, and the store open when it asks', () => {
    const p = { active: true, from_date: '2031-06-01', to_date: '2031-06-30', only_while_open: true };
    expect(popupState(p, '2031-05-31')).toBe('scheduled');
    expect(popupState(p, '2031-06-30')).toBe('showing');
    expect(popupState(p, '2031-07-01')).toBe('ended');
    expect(popupState({ ...p, to_date: null }, '2099-01-01')).toBe('showing');
    expect(popupState({ ...p, active: false }, '2031-06-15')).toBe('off');
    expect(popupShows(p, '2031-06-15', true)).toBe(true);
    expect(popupShows(p, '2031-06-15', false)).toBe(false);
    expect(popupShows({ ...p, only_while_open: false }, '2031-06-15', false)).toBe(true);
  });
});

describe('FAQs', () => {
  test('POST faq saves the whole list: add, edit, reorder, delete', async () => {
    const owner = await siteOwner();
    const first = await client.call('POST', 'website-manager/faq', {
      token: owner.token,
      body: {
        faqs: [
          { question: 'Do you deliver?', answer: 'Within 5 km.' },
          { question: 'Vegan dishes?', answer: 'Several, marked V.' },
        ],
      },
    });
    expect([first.status, first.body.message]).toEqual([200, 'Questions saved.']);
    const [deliver, vegan] = websiteManagerReply.parse(first.body).website_manager.faqs;
    expect(deliver).toEqual({ _id: expect.any(String), question: 'Do you deliver?', answer: 'Within 5 km.' });

    const second = await client.call('POST', 'website-manager/faq', {
      token: owner.token,
      body: {
        faqs: [
          { _id: vegan!._id, question: 'Vegan dishes?', answer: 'Yes: look for the V.' },
          { question: 'Parking?', answer: 'On the street.' },
        ],
      },
    });
    expect(second.status).toBe(200);
    expect((await site(owner.token)).faqs).toEqual([
      { _id: vegan!._id, question: 'Vegan dishes?', answer: 'Yes: look for the V.' },
      { _id: expect.any(String), question: 'Parking?', answer: 'On the street.' },
    ]);
    const cleared = await client.call('POST', 'website-manager/faq', { token: owner.token, body: { faqs: [] } });
    expect(cleared.body.website_manager.faqs).toEqual([]);
  });

  test('an FAQ id of another business or none, a blank answer: refused, nothing changed', async () => {
    const owner = await siteOwner();
    const other = await siteOwner();
    await client.call('POST', 'website-manager/faq', {
      token: other.token,
      body: { faqs: [{ question: 'Theirs?', answer: 'Yes.' }] },
    });
    const theirs = await site(other.token);
    await client.call('POST', 'website-manager/faq', {
      token: owner.token,
      body: { faqs: [{ question: 'Mine?', answer: 'Yes.' }] },
    });
    const before = await site(owner.token);
    const foreign = await client.call('POST', 'website-manager/faq', {
      token: owner.token,
      body: { faqs: [{ _id: theirs.faqs[0]!._id, question: 'Taken?', answer: 'No.' }] },
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: { message: 'One of these questions no longer exists. Reload the page and try again.' },
    });
    const blank = await client.call('POST', 'website-manager/faq', {
      token: owner.token,
      body: { faqs: [{ question: 'Empty?', answer: '  ' }] },
    });
    expect([blank.status, blank.body.errors]).toEqual([422, { 'faqs.0.answer': ['This field is required.'] }]);
    const twice = await client.call('POST', 'website-manager/faq', {
      token: owner.token,
      body: {
        faqs: [
          { _id: before.faqs[0]!._id, question: 'A?', answer: 'A.' },
          { _id: before.faqs[0]!._id, question: 'B?', answer: 'B.' },
        ],
      },
    });
    expect(twice.status).toBe(422);
    expect(await site(owner.token)).toEqual(before);
    expect(await site(other.token)).toEqual(theirs);
  });
});
