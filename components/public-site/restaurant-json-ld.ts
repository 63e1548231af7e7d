import type { HoursWindow, PublicMenuSection, PublicSiteLocation } from '@/lib/contract';
import { centsToDecimal } from '@/lib/money';

/** schema.org's days, as `Date.getDay()` counts them (0 Sunday). */
const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface RestaurantFacts {
  name: string;
  /** The page's absolute URL, when known. */
  url?: string;
  description?: string;
  image?: string | null;
  location: PublicSiteLocation;
  hours: readonly HoursWindow[];
  menu: readonly PublicMenuSection[];
}

type OpeningHours = { '@type': 'OpeningHoursSpecification'; dayOfWeek: string[]; opens: string; closes: string };

/** The week's windows, days with the same times grouped (a window closing at or before it opens ends the next day, as schema.org reads it). */
export function openingHoursSpecification(hours: readonly HoursWindow[]): OpeningHours[] {
  const groups = new Map<string, OpeningHours>();
  for (const w of [...hours].sort((a, b) => a.day - b.day)) {
    const key = `${w.opens_at}-${w.closes_at}`;
    const day = SCHEMA_DAYS[w.day]!;
    const group = groups.get(key);
    if (group) {
      if (!group.dayOfWeek.includes(day)) group.dayOfWeek.push(day);
    } else
      groups.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day],
        opens: w.opens_at,
        closes: w.closes_at,
      });
  }
  return [...groups.values()];
}

/**
 * The schema.org Restaurant of the public site (JSON-LD), so search engines read the address,
 * the hours and the menu: `hasMenu` → `hasMenuSection` per category → `hasMenuItem` per dish,
 * each offered at its price as a decimal string in the location's currency.
 */
export function restaurantJsonLd(f: RestaurantFacts) {
  const l = f.location;
  // Uploads are paths on the portal: absolute against the page's URL when it is known.
  const abs = (u: string) => (f.url ? new URL(u, f.url).href : u);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: f.name,
    ...(f.url ? { url: f.url } : {}),
    ...(f.description ? { description: f.description } : {}),
    ...(f.image ? { image: abs(f.image) } : {}),
    telephone: l.phone_number,
    address: {
      '@type': 'PostalAddress',
      streetAddress: l.street,
      addressLocality: l.city,
      addressRegion: l.state,
      postalCode: l.zip_postal_code,
      addressCountry: l.country,
    },
    openingHoursSpecification: openingHoursSpecification(f.hours),
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: f.menu.map((section) => ({
        '@type': 'MenuSection',
        name: section.name,
        ...(section.description ? { description: section.description } : {}),
        hasMenuItem: section.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.image ? { image: abs(item.image) } : {}),
          offers: { '@type': 'Offer', price: centsToDecimal(item.price), priceCurrency: l.currency },
        })),
      })),
    },
  };
}

/** JSON for an inline <script type="application/ld+json">: `<` escaped, so no text of the merchant's can close the tag. */
export const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
