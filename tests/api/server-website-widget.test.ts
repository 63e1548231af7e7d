/** Reference API: GET/PUT website-widget, GET website-widget/embed-script and the script's public GET widget/:key. */
import { eq } from 'drizzle-orm';
import { embedScriptReply, settingsDefaults, websiteWidgetReply } from '@/lib/contract';
import { businesses, websiteWidgets } from '@/server/db/schema';
import { api, client, expectForbidden, signInStaff, startTestApi, type Owner } from './helpers/test-api';

startTestApi();

const DEFAULTS = {
  theme_color: '#383232',
  text_color: '#ffffff',
  placement: 'bottom-right',
  layout: 'button',
  text: 'Order online',
  icon: 'bag',
};
const SAVED = {
  theme_color: '#aa3300',
  text_color: '#fffbe6',
  placement: 'bottom-left',
  layout: 'tab',
  text: 'Commandez ici',
  icon: 'pizza',
};
const TAG = /^<script src="([^"]+)\/widget\.js" data-key="([A-Za-z0-9_-]{22})" async><\/script>$/;

const slugOf = async (m: Owner) =>
  (await api.db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, m.businessId)))[0]!.slug;
const widgetStepDone = async (m: Owner) =>
  (await client.call('GET', 'getting-started', { token: m.token })).body.getting_started.website_widget_setup;
const rows = (m: Owner) => api.db.select().from(websiteWidgets).where(eq(websiteWidgets.businessId, m.businessId));

/** The embed tag's origin and key (GET website-widget/embed-script). */
async function embed(m: Owner, headers: Record<string, string> = {}) {
  const res = await client.call('GET', 'website-widget/embed-script', { token: m.token, headers });
  expect(res.status).toBe(200);
  const [, origin, key] = TAG.exec(embedScriptReply.parse(res.body).website_widget_script)!;
  return { origin: origin!, key: key! };
}

describe('website widget', () => {
  test('defaults in the caller language; the order URL is a business page (its site with the website manager) until the settings name one', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('GET', 'website-widget', { token: m.token });
    expect(res.status).toBe(200);
    expect(websiteWidgetReply.parse(res.body)).toEqual({
      website_widget: DEFAULTS,
      order_url: `/locations/${await slugOf(m)}`,
    });
    const fr = await client.call('GET', 'website-widget', { token: m.token, lang: 'fr' });
    expect(fr.body.website_widget.text).toBe('Commander en ligne');
    // With the website manager, its public site is the business's page.
    await api.db.update(businesses).set({ websiteManager: true }).where(eq(businesses.id, m.businessId));
    expect((await client.call('GET', 'website-widget', { token: m.token })).body.order_url).toBe(
      `/s/${await slugOf(m)}`,
    );

    // The online-order settings' order_url, written without its scheme, is where the button leads.
    const settings = await client.call('PUT', 'setting', {
      token: m.token,
      body: { ...JSON.parse(JSON.stringify(settingsDefaults)), order_url: 'chez-ada.example/commander' },
    });
    expect(settings.status).toBe(200);
    expect((await client.call('GET', 'website-widget', { token: m.token })).body.order_url).toBe(
      'https://chez-ada.example/commander',
    );
    expect(await rows(m)).toEqual([]);
  });

  test('PUT saves the whole widget, ticks Website Widget, and the public read follows; the key stays', async () => {
    const m = await client.registerBusiness();
    expect(await widgetStepDone(m)).toBe(false);
    const before = await embed(m);
    // Copying the tag is not a setting: the step stays open.
    expect(await widgetStepDone(m)).toBe(false);

    const put = await client.call('PUT', 'website-widget', {
      token: m.token,
      body: { ...SAVED, theme_color: '#AA3300', text_color: '#FFFBE6', text: '  Commandez ici ' },
    });
    expect(put.status).toBe(200);
    expect(websiteWidgetReply.parse(put.body)).toEqual({
      website_widget: SAVED,
      order_url: `/locations/${await slugOf(m)}`,
      message: 'Website widget saved.',
    });
    expect((await client.call('GET', 'website-widget', { token: m.token })).body.website_widget).toEqual(SAVED);
    expect(await widgetStepDone(m)).toBe(true);

    const after = await embed(m);
    expect(after.key).toBe(before.key);
    const pub = await client.call('GET', `widget/${after.key}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({ website_widget: SAVED, order_url: `/locations/${await slugOf(m)}` });
    expect(pub.headers.get('access-control-allow-origin')).toBe('*');
    expect(pub.headers.get('cache-control')).toBe('public, max-age=60');

    const fr = await client.call('PUT', 'website-widget', { token: m.token, lang: 'fr', body: DEFAULTS });
    expect(fr.body.message).toBe('Widget du site web enregistré.');
  });

  test('the tag points at the portal the caller uses (the BFF forwards its host and scheme), never at a bad host', async () => {
    const m = await client.registerBusiness();
    const forwarded = await embed(m, { 'x-forwarded-host': 'portal.example.com', 'x-forwarded-proto': 'https' });
    expect(forwarded.origin).toBe('https://portal.example.com');
    expect((await embed(m, { 'x-forwarded-host': 'localhost:3210, proxy.internal' })).origin).toBe(
      'http://localhost:3210',
    );
    expect((await embed(m, { 'x-forwarded-host': 'evil.example"><script>' })).origin).toBe('http://internal');
    expect((await embed(m)).origin).toBe('http://internal');
    // A tag copied before any save shows the defaults.
    const pub = await client.call('GET', `widget/${forwarded.key}`);
    expect(pub.body.website_widget).toEqual(DEFAULTS);
  });

  test('copied five times at once before any save: one key, one row', async () => {
    const m = await client.registerBusiness();
    const keys = await Promise.all(Array.from({ length: 5 }, () => embed(m)));
    expect(new Set(keys.map((k) => k.key)).size).toBe(1);
    expect(await rows(m)).toHaveLength(1);
  });

  test.each([
    ['theme_color', { theme_color: 'red' }, 'Enter a colour as #RRGGBB (for example #383232).'],
    ['text_color', { text_color: '#fff' }, 'Enter a colour as #RRGGBB (for example #383232).'],
    ['placement', { placement: 'top-left' }, 'Choose one of the options.'],
    ['layout', { layout: 'popup' }, 'Choose one of the options.'],
    ['text', { text: ' x ' }, 'Use 2 to 30 characters.'],
    ['text', { text: 'x'.repeat(31) }, 'Use 2 to 30 characters.'],
    ['text', { text: 'Order\u0000now' }, 'Remove the control characters (such as NUL) from this field.'],
    ['icon', { icon: 'rocket' }, 'Choose one of the options.'],
    ['icon', { icon: undefined }, 'Choose one of the options.'],
    ['theme_color', { theme_color: undefined }, 'This field is required.'],
  ])('%s %j: 422 on the field, nothing written', async (field, change, text) => {
    const m = await client.registerBusiness();
    const res = await client.call('PUT', 'website-widget', { token: m.token, body: { ...SAVED, ...change } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [text] });
    expect(await rows(m)).toEqual([]);
    expect(await widgetStepDone(m)).toBe(false);
  });

  test('field errors in French; a body that is not JSON is a 400', async () => {
    const m = await client.registerBusiness();
    const res = await client.call('PUT', 'website-widget', {
      token: m.token,
      lang: 'fr',
      body: { ...SAVED, theme_color: 'rouge', text: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      theme_color: ['Entrez une couleur au format #RRGGBB (par exemple #383232).'],
      text: ['Utilisez de 2 à 30 caractères.'],
    });
    const raw = await client.call('PUT', 'website-widget', { token: m.token, raw: '{not json' });
    expect(raw.status).toBe(400);
    expect(await rows(m)).toEqual([]);
  });

  test("another business's location is 404 and its widget unchanged; each location has its own", async () => {
    const m = await client.registerBusiness();
    const other = await client.registerBusiness();
    await client.call('PUT', 'website-widget', { token: other.token, body: SAVED });
    const theirs = await embed(other);
    for (const [method, path] of [
      ['GET', 'website-widget'],
      ['PUT', 'website-widget'],
      ['GET', 'website-widget/embed-script'],
    ] as const) {
      const res = await client.call(method, `${path}?location=${other.locationId}`, {
        token: m.token,
        body: method === 'PUT' ? DEFAULTS : undefined,
      });
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await client.call('GET', 'website-widget', { token: other.token })).body.website_widget).toEqual(SAVED);
    expect((await embed(other)).key).toBe(theirs.key);
    expect((await embed(m)).key).not.toBe(theirs.key);
    expect(await widgetStepDone(m)).toBe(false);
  });

  test('an employee without store design is refused 403 on every call', async () => {
    const m = await client.registerBusiness();
    const employee = await signInStaff({ businessId: m.businessId, role: 'employee', locationIds: [m.locationId] });
    await expectForbidden(
      employee,
      [
        ['GET', 'website-widget'],
        ['PUT', 'website-widget'],
        ['GET', 'website-widget/embed-script'],
      ],
      SAVED,
    );
    expect(await rows(m)).toEqual([]);
  });

  test('the public read needs no session; an unknown or malformed key is a 404 the script can read', async () => {
    const unknown = await client.call('GET', `widget/${'A'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'This widget does not exist. Copy the tag again from the portal.' });
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect((await client.call('GET', 'widget/not-a-key')).status).toBe(404);
    // A location id is not a key.
    const m = await client.registerBusiness();
    await embed(m);
    expect((await client.call('GET', `widget/${m.locationId}`)).status).toBe(404);
  });
});
