import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  WIDGET_DEFAULTS,
  type WebsiteWidget,
  type WebsiteWidgetReply,
  type websiteWidgetRequest,
} from '../../lib/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { businesses, websiteWidgets } from '../db/schema';
import { t, type Lang } from '../i18n';
import { loadSettings } from './location-settings';
import { businessHasFeature } from './business-features';
import { multiLocationPath } from './manage-locations';
import { publicSitePath } from './public-site-path';

type At = { businessId: string; locationId: string };
type Row = typeof websiteWidgets.$inferSelect;
type WidgetInput = z.output<typeof websiteWidgetRequest>;

/** 16 random bytes, URL-safe: the location's name in its embed tag (WIDGET_KEY_PATTERN). */
const newPublicKey = () => randomBytes(16).toString('base64url');

const defaults = (lang: Lang): WebsiteWidget => ({ ...WIDGET_DEFAULTS, text: t(lang, 'widgetDefaultText') });

const fromRow = (r: Row): WebsiteWidget => ({
  theme_color: r.themeColor,
  text_color: r.textColor,
  placement: r.placement,
  layout: r.layout,
  text: r.text,
  icon: r.icon,
});

const columns = (w: WebsiteWidget) => ({
  themeColor: w.theme_color,
  textColor: w.text_color,
  placement: w.placement,
  layout: w.layout,
  text: w.text,
  icon: w.icon,
});

async function rowAt(db: Db, locationId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(websiteWidgets).where(eq(websiteWidgets.locationId, locationId));
  return row;
}

/** The location's own order page (online-order settings' order_url, given with or without its scheme), or null. */
export async function ownOrderUrl(db: Db, at: At): Promise<string | null> {
  const own = (await loadSettings(db, at)).order_url;
  if (!own) return null;
  return /^https?:\/\//i.test(own) ? own : `https://${own}`;
}

/**
 * Where the button leads: the location's own order page or else a public page of the business the
 * portal serves, as a path from the portal's root: its website (`/s/{slug}`) when the business has
 * the website manager, else the page listing its locations (docs/decisions.md).
 */
async function orderUrl(db: Db, at: At): Promise<string> {
  const own = await ownOrderUrl(db, at);
  if (own) return own;
  return (await businessHasFeature(db, at.businessId, 'website_manager'))
    ? publicSitePath(db, at.businessId)
    : multiLocationPath(db, at.businessId);
}

/** The location's saved widget settings, or null while it has none (the public site then draws a plain link). */
export async function savedWidget(db: Db, locationId: string): Promise<WebsiteWidget | null> {
  const row = await rowAt(db, locationId);
  return row ? fromRow(row) : null;
}

/** GET website-widget: the saved settings (or the defaults, in the caller's language) and the order URL. */
export async function widgetReply(db: Db, at: At, lang: Lang): Promise<WebsiteWidgetReply> {
  const row = await rowAt(db, at.locationId);
  return { website_widget: row ? fromRow(row) : defaults(lang), order_url: await orderUrl(db, at) };
}

/**
 * PUT website-widget: the whole widget, and SPEC §4's onboarding tick (Website Widget), in one
 * transaction. The public key stays what it was, so tags already pasted keep working.
 */
export async function saveWidget(db: Db, at: At, input: WidgetInput): Promise<void> {
  const values = { ...columns(input), updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteWidgets)
      .values({ ...at, publicKey: newPublicKey(), ...values })
      .onConflictDoUpdate({ target: websiteWidgets.locationId, set: values });
    await tx.update(businesses).set({ websiteWidgetSetup: true }).where(eq(businesses.id, at.businessId));
  });
}

/**
 * The location's public key, made with the default settings when the location has no widget yet
 * (a tag copied before the first save works, showing the defaults). Not a saved setting: the
 * onboarding step stays as it was.
 */
export async function publicKeyOf(db: Db, at: At, lang: Lang): Promise<string> {
  const existing = await rowAt(db, at.locationId);
  if (existing) return existing.publicKey;
  await db
    .insert(websiteWidgets)
    .values({ ...at, publicKey: newPublicKey(), ...columns(defaults(lang)) })
    .onConflictDoNothing({ target: websiteWidgets.locationId });
  return (await rowAt(db, at.locationId))!.publicKey;
}

/** The public GET widget/{key}: what the embed script draws; undefined for a key of no location. */
export async function publicWidget(db: Db, key: string): Promise<WebsiteWidgetReply | undefined> {
  const [row] = await db.select().from(websiteWidgets).where(eq(websiteWidgets.publicKey, key));
  if (!row) return undefined;
  return { website_widget: fromRow(row), order_url: await orderUrl(db, row) };
}

/**
 * The line a merchant pastes: the portal's one static script, the location named by its public
 * key. `async`: the host page never waits for it.
 */
export const embedTag = (portalOrigin: string, key: string) =>
  `<script src="${portalOrigin}/widget.js" data-key="${key}" async></script>`;
