import { DEFAULT_THEME_COLOR } from './store-design';

/**
 * The website manager contract's constants and rules (lib/contract/website-manager.ts has the
 * schemas): no zod here, so screens and the public site read them without loading zod first.
 */

/** Website images (gallery, menu pages, popups): PNG, JPEG or WebP within these sizes, 2 MB at most (the upload's limit). */
export const WEBSITE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const WEBSITE_IMAGE_MIN_WIDTH = 320;
export const WEBSITE_IMAGE_MIN_HEIGHT = 240;
export const WEBSITE_IMAGE_MAX_SIDE = 6000;

export const GALLERY_MAX = 50;
export const MENU_PAGES_MAX = 20;
export const MENU_PAGE_IMAGES_MAX = 10;
export const POPUPS_MAX = 20;
export const FAQS_MAX = 50;

/** What a search engine shows of a page: the title and description are cut beyond these. */
export const SEO_TITLE_MAX = 64;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_KEYWORDS_MAX = 255;

export const POPUP_TITLE_MAX = 64;
export const POPUP_TEXT_MAX = 500;
export const FAQ_QUESTION_MAX = 255;
export const FAQ_ANSWER_MAX = 2000;

export const socialNetworks = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'yelp', 'tripadvisor'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The hosts a link of each network may point to (and their subdomains: www., m., fr-ca. …). */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  yelp: ['yelp.com', 'yelp.ca', 'yelp.fr', 'yelp.co.uk'],
  tripadvisor: ['tripadvisor.com', 'tripadvisor.ca', 'tripadvisor.fr', 'tripadvisor.co.uk'],
};

/**
 * A web address as the site links to it: http(s) only, with a host that has a dot, no user or
 * password. "example.com/menu" gets https:// in front; any other scheme (`javascript:`, `data:`,
 * `mailto:` …) is refused. Returns the normalised URL, or null when refused.
 */
export function normalizeWebAddress(raw: string): string | null {
  const text = raw.trim();
  let withScheme: string;
  if (/^https?:\/\//i.test(text)) withScheme = text;
  // A scheme of another kind, but not "host:port/…", which is a bare address with a port.
  else if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/:]+:\d+(\/|$)/.test(text)) return null;
  else withScheme = `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]+$/i.test(url.hostname)) return null;
  return url.href;
}

/** Whether a normalised address's host is the network's (or a subdomain of it). */
export function isNetworkAddress(network: SocialNetwork, url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return SOCIAL_HOSTS[network].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Keywords as typed, read as a comma-separated list: blanks dropped, one space after each comma. */
export const tidyKeywords = (text: string) =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .join(', ');

/** A popup's days, local and both included (no end date: it runs until turned off). */
export interface PopupDates {
  from_date: string;
  to_date: string | null;
}

/** A popup may not end before it starts. */
export const popupDatesInOrder = (p: PopupDates) => !p.to_date || p.to_date >= p.from_date;

/** Where a popup stands on a local day: showing, still to come, over, or turned off. */
export type PopupState = 'off' | 'scheduled' | 'showing' | 'ended';

export function popupState(p: PopupDates & { active: boolean }, today: string): PopupState {
  if (!p.active) return 'off';
  if (today < p.from_date) return 'scheduled';
  if (p.to_date && today > p.to_date) return 'ended';
  return 'showing';
}

/**
 * Whether the site shows the popup now: active, `today` (the store's local day, YYYY-MM-DD)
 * within its dates, and the store open when it asks for that.
 */
export function popupShows(
  p: PopupDates & { active: boolean; only_while_open: boolean },
  today: string,
  storeOpen: boolean,
): boolean {
  return popupState(p, today) === 'showing' && (!p.only_while_open || storeOpen);
}

/** A website before anything is saved. */
export const WEBSITE_DEFAULTS = {
  theme_color: DEFAULT_THEME_COLOR,
  seo: { page_title: '', page_description: '', page_keywords: '' },
  social_links: Object.fromEntries(socialNetworks.map((n) => [n, null])) as Record<SocialNetwork, string | null>,
} as const;
