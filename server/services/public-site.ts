import { asc, desc, eq } from 'drizzle-orm';
import {
  popupShows,
  type Category,
  type Holiday,
  type PublicMenuSection,
  type PublicSiteReply,
  type PublicSiteStatus,
  type StoreService,
} from '../../lib/contract';
import { localMoment, openAt, type OpenAt } from '../../lib/contract/open-at';
import type { Db } from '../db/client';
import { businesses, countries, locations, states } from '../db/schema';
import { businessHasFeature } from './business-features';
import { loadMenu } from './menu-serialize';
import {
  loadBlockedDates,
  loadHolidays,
  loadStoreAvailability,
  loadStoreDesign,
  loadStoreHours,
} from './store-schedule';
import { loadWebsite } from './website-manager';
import { ownOrderUrl, savedWidget } from './website-widget';

/** Slugs are made by server/lib/slug.ts; anything else names no business, without a query. */
const isSlug = (slug: string) => /^[a-z0-9-]{1,100}$/.test(slug);

/** What customers see of the menu: available categories with their available items, in menu order. */
export const publicMenu = (menu: readonly Category[]): PublicMenuSection[] =>
  menu
    .filter((c) => c.available)
    .map((c) => ({
      _id: c._id,
      name: c.name,
      description: c.description,
      items: c.items
        .filter((i) => i.available)
        .map((i) => ({ _id: i._id, name: i.name, description: i.description, price: i.price, image: i.image })),
    }))
    .filter((c) => c.items.length > 0);

/**
 * The store right now for a customer: open when one of the services it offers takes orders;
 * else paused when a pause stops one (the earliest to end), else the first service's reason.
 */
export function storeStatus(answers: OpenAt, offered: readonly StoreService[]): PublicSiteStatus {
  const list = offered.map((s) => answers[s]);
  if (list.some((a) => a.open)) return { open: true, reason: 'open' };
  const paused = list
    .filter((a) => a.reason === 'paused')
    .sort((a, b) => (a.detail ?? '').localeCompare(b.detail ?? ''));
  return paused[0] ?? list[0]!;
}

/** The holiday that sets today's hours of one of the offered services, if any. */
const holidayOf = (list: readonly Holiday[], date: string, offered: readonly StoreService[]) =>
  list.find((h) => h.from_date <= date && date <= h.to_date && h.services.some((s) => offered.includes(s)));

/**
 * GET public/site: the public site of the business `slug` at `now`, from its primary location;
 * undefined (a 404) for an unknown slug or a business without the website manager.
 */
export async function publicSite(db: Db, slug: string, now: Date): Promise<PublicSiteReply | undefined> {
  if (!isSlug(slug)) return undefined;
  const [found] = await db
    .select({ business: businesses, location: locations, state: states.name, country: countries })
    .from(businesses)
    .innerJoin(locations, eq(locations.businessId, businesses.id))
    .leftJoin(states, eq(states.id, locations.stateId))
    .leftJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(businesses.slug, slug))
    .orderBy(desc(locations.isPrimary), asc(locations.createdAt))
    .limit(1);
  if (!found || !(await businessHasFeature(db, found.business.id, 'website_manager'))) return undefined;
  const { business: b, location: l } = found;
  const at = { businessId: b.id, locationId: l.id };
  const [website, design, menu, hours, holidays, blockedDates, availability, widget, orderUrl] = await Promise.all([
    loadWebsite(db, b.id),
    loadStoreDesign(db, l.id, 'order'),
    loadMenu(db, at),
    loadStoreHours(db, l.id),
    loadHolidays(db, l.id),
    loadBlockedDates(db, l.id),
    loadStoreAvailability(db, l.id, now),
    savedWidget(db, l.id),
    ownOrderUrl(db, at),
  ]);
  const offered: StoreService[] = [
    ...(b.isPickUpAvailable ? (['pickup'] as const) : []),
    ...(b.isDeliveryAvailable ? (['delivery'] as const) : []),
  ];
  if (offered.length === 0) offered.push('pickup');
  const local = localMoment(now, l.timezone);
  const status = storeStatus(
    openAt({ timezone: l.timezone, hours, holidays, blockedDates, availability }, now),
    offered,
  );
  const holiday = holidayOf(holidays, local.date, offered);
  const popup = website.popups.find((p) => popupShows(p, local.date, status.open));
  return {
    business: { name: b.name },
    location: {
      name: l.name,
      street: l.street,
      city: l.city,
      state: found.state ?? '',
      zip_postal_code: l.zipPostalCode,
      country: found.country?.code ?? '',
      phone_number: l.phoneNumber,
      timezone: l.timezone,
      currency: found.country?.currency ?? 'USD',
    },
    design,
    theme_color: website.theme_color,
    promotion_url: website.promotion_url,
    seo: website.seo,
    social_links: website.social_links,
    gallery: website.gallery,
    menu_pages: website.menu,
    faqs: website.faqs,
    menu: publicMenu(menu),
    hours: hours.location_hours,
    today: {
      date: local.date,
      weekday: local.weekday,
      hours: holiday
        ? holiday.closed
          ? []
          : holiday.hours
        : hours.location_hours
            .filter((w) => w.day === local.weekday)
            .map(({ opens_at, closes_at }) => ({ opens_at, closes_at })),
      holiday: holiday?.name ?? null,
    },
    status,
    popup: popup ? { title: popup.title, text: popup.text, image_url: popup.image_url } : null,
    order: { url: orderUrl, widget },
  };
}
