/** "Café Rive-Sud" → "cafe-rive-sud": file names that survive every OS and mail client. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * menu-<place>-<YYYY-MM-DD>.csv, dated in the location's time zone (the merchant's day, not the
 * browser's or UTC's).
 */
export function menuCsvFileName(place: string, now: Date, timeZone?: string): string {
  let date: string;
  try {
    // en-CA writes dates as YYYY-MM-DD.
    date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    date = now.toISOString().slice(0, 10);
  }
  return `menu-${slugify(place) || 'export'}-${date}.csv`;
}
