import type { Context } from 'hono';
import { WIDGET_KEY_PATTERN, websiteWidgetRequest, type WebsiteWidgetReply } from '../../lib/contract';
import { ApiRoutes } from '../api-routes';
import { t } from '../i18n';
import { ApiError, readBody } from '../lib/http';
import { embedTag, publicKeyOf, publicWidget, saveWidget, widgetReply } from '../services/website-widget';

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The portal's origin, for the embed tag: the BFF forwards the host and scheme the browser used
 * (x-forwarded-host, x-forwarded-proto, first entry); a direct call gets its own request's origin.
 */
function portalOrigin(c: Context): string {
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const own = new URL(c.req.url);
  const host = first('x-forwarded-host');
  const proto = first('x-forwarded-proto')?.toLowerCase();
  if (!host || !HOST.test(host)) return own.origin;
  return `${proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1)}://${host}`;
}

/** The settings may change at any time: pages that embed the widget pick a change up within a minute. */
const PUBLIC_HEADERS = {
  'cache-control': 'public, max-age=60',
  // Read by the script from any website (a plain GET: no preflight, no cookies).
  'access-control-allow-origin': '*',
};

/** SPEC §7 website widget: GET and PUT website-widget, GET website-widget/embed-script; the script's public read. */
export const websiteWidgetRoutes = new ApiRoutes()
  .handle('GET /website-widget', async (c) => c.json(await widgetReply(c.var.deps.db, c.var.scope, c.var.lang)))
  .handle('PUT /website-widget', async (c) => {
    const { db } = c.var.deps;
    await saveWidget(db, c.var.scope, await readBody(c, websiteWidgetRequest));
    const reply: WebsiteWidgetReply = {
      ...(await widgetReply(db, c.var.scope, c.var.lang)),
      message: t(c.var.lang, 'widgetSaved'),
    };
    return c.json(reply);
  })
  .handle('GET /website-widget/embed-script', async (c) => {
    const key = await publicKeyOf(c.var.deps.db, c.var.scope, c.var.lang);
    return c.json({ website_widget_script: embedTag(portalOrigin(c), key) });
  })
  // The `:id` is the location's public key (routes take only :id parameters).
  .handle('GET /widget/:id', async (c) => {
    const key = c.req.param('id');
    const found = WIDGET_KEY_PATTERN.test(key) ? await publicWidget(c.var.deps.db, key) : undefined;
    // Readable cross-origin too: the script on the merchant's site learns the key is wrong, quietly.
    if (!found)
      throw new ApiError(404, (lang) => ({ message: t(lang, 'widgetNotFound') }), {
        'access-control-allow-origin': '*',
      });
    return c.json(found, 200, PUBLIC_HEADERS);
  });
