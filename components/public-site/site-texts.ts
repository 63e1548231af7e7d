import type { PublicSiteReply } from '@/lib/contract';

/** The page's texts (getTranslations('publicSite') on the server). */
export type SiteTexts = (key: string, values?: Record<string, string | number>) => string;

const windowsText = (list: readonly { opens_at: string; closes_at: string }[]) =>
  list.map((w) => `${w.opens_at}–${w.closes_at}`).join(', ');

/** "Open now", "Closed now", "Closed today: Christmas", or the pause with the time it ends on the store's clock. */
export function statusText(site: Pick<PublicSiteReply, 'status' | 'location'>, t: SiteTexts, locale: string): string {
  const { status } = site;
  if (status.open) return t('status.open');
  if (status.reason === 'paused' && status.detail) {
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: site.location.timezone }).format(
      new Date(status.detail),
    );
    return t('status.paused', { time });
  }
  if (status.reason === 'holiday' && status.detail) return t('status.holiday', { name: status.detail });
  return t('status.closed');
}

/** Today's opening hours: the week's, or a holiday's special ones. */
export function todayText(today: PublicSiteReply['today'], t: SiteTexts): string {
  if (today.hours.length === 0) return t('today.closed');
  const hours = windowsText(today.hours);
  return today.holiday ? t('today.holiday', { name: today.holiday, hours }) : t('today.hours', { hours });
}

export const dayHoursText = (hours: PublicSiteReply['hours'], day: number): string | null => {
  const list = hours.filter((w) => w.day === day);
  return list.length ? windowsText(list) : null;
};

/** Black or white, whichever reads better on the colour `hex` (#rrggbb), by its WCAG luminance. */
export function textOn(hex: string): '#000' | '#fff' {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // Contrast with white (1.05 / (L + 0.05)) beats contrast with black ((L + 0.05) / 0.05) below L ≈ 0.179.
  return luminance > 0.179 ? '#000' : '#fff';
}
