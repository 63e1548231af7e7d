/** Reference API: GET public/site?slug= — the public site of a business (issue 18 item 4), read signed out. */
import { eq } from 'drizzle-orm';
import { publicSiteReply, settingsDefaults } from '@/lib/contract';
import { businesses } from '@/server/db/schema';
import { api, client, demoBusiness, loginDemo, startTestApi } from './helpers/test-api';

// Noon in Montréal (EDT, UTC−4) on Wednesday 5 June 2030: the demo's primary location's clock.
const NOW = Date.parse('2030-06-05T16:00:00.000Z');
startTestApi({ seed: true, now: () => new Date(NOW) });

const read = async (slug = 'demo-bistro') => {
  const res = await client.call('GET', `public/site?slug=${slug}`);
  return { status: res.status, site: res.status === 200 ? publicSiteReply.parse(res.body) : undefined };
};

describe('public site', () => {
  test('the demo business: its name, the primary location, the menu with prices in CAD, no session needed', async () => {
    const { status, site } = await read();
    expect(status).toBe(200);
    expect(site!.business.name).toBe('Demo Bistro');
    expect(site!.location).toMatchObject({ city: 'Montréal', country: 'CA', currency: 'CAD' });
    expect(site!.menu.map((s) => s.name)).toEqual(expect.arrayContaining(['Starters', 'Mains', 'Desserts']));
    const starters = site!.menu.find((s) => s.name === 'Starters')!;
    expect(starters.items.map((i) => i.name)).toContain('French Onion Soup');
    for (const item of starters.items) expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
    // No hours saved yet: closed, and the button has nowhere to lead but this site (none drawn).
    expect(site!.status).toEqual({ open: false, reason: 'closedBusinessHours' });
    expect(site!.today).toEqual({ date: '2030-06-05', weekday: 3, hours: [], holiday: null });
    expect(site!.order).toEqual({ url: null, widget: null });
    expect(site!.popup).toBeNull();
  });

  test('an unknown slug, a malformed one, and a business without the website manager are 404', async () => {
    expect((await read('no-such-business')).status).toBe(404);
    expect((await read('%3Cscript%3E')).status).toBe(404);
    const { businessId } = await demoBusiness();
    await api.db.update(businesses).set({ websiteManager: false }).where(eq(businesses.id, businessId));
    try {
      expect((await read()).status).toBe(404);
    } finally {
      await api.db.update(businesses).set({ websiteManager: true }).where(eq(businesses.id, businessId));
    }
  });

  test('open or paused right now, today hours, the popup while open, and the widget order button', async () => {
    const token = await loginDemo('owner');
    const { primary } = await demoBusiness();
    const call = (method: string, path: string, body: unknown) =>
      client.call(method, `${path}${path.includes('?') ? '&' : '?'}location=${primary}`, { token, body });

    expect(
      (
        await call('PATCH', 'location/opening-hours', {
          type: 'business',
          hours: [{ day: 3, opens_at: '09:00', closes_at: '21:00' }],
        })
      ).status,
    ).toBe(200);
    const popup = { title: 'Patio open', text: 'Come and see', from_date: '2030-06-01', only_while_open: true };
    expect((await call('POST', 'website-manager/website-popup', popup)).status).toBe(201);
    let { site } = await read();
    expect(site!.status).toEqual({ open: true, reason: 'open' });
    expect(site!.today.hours).toEqual([{ opens_at: '09:00', closes_at: '21:00' }]);
    expect(site!.hours).toEqual([expect.objectContaining({ day: 3, opens_at: '09:00', closes_at: '21:00' })]);
    expect(site!.popup).toEqual({ title: 'Patio open', text: 'Come and see', image_url: null });

    // A pause of pick-up (the demo's only service) closes the store until it ends; the popup asks for an open store.
    expect(
      (await call('POST', 'location/store-availability', { services: ['pickup'], pause: { minutes: 30 } })).status,
    ).toBe(200);
    ({ site } = await read());
    expect(site!.status).toEqual({ open: false, reason: 'paused', detail: '2030-06-05T16:30:00.000Z' });
    expect(site!.popup).toBeNull();

    const widget = {
      theme_color: '#aa3300',
      text_color: '#ffffff',
      placement: 'inline',
      layout: 'button',
      text: 'Commandez',
      icon: 'none',
    };
    expect((await call('PUT', 'website-widget', widget)).status).toBe(200);
    const settings = { ...JSON.parse(JSON.stringify(settingsDefaults)), order_url: 'order.demo-bistro.example' };
    expect((await call('PUT', 'setting', settings)).status).toBe(200);
    ({ site } = await read());
    expect(site!.order).toEqual({ url: 'https://order.demo-bistro.example', widget });
  });
});
