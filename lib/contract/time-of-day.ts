/**
 * Times of day as the store's wall clock writes them ("HH:mm", 24 hours) and as the database
 * keeps them (minutes after local midnight, 0–1439). Shared by the reference API, the "open at"
 * rule and the hours editor.
 */
export const MINUTES_PER_DAY = 24 * 60;

/** "13:05" → 785; null for anything that is not a time of day ("25:00", "7:5", ""). */
export function minutesOf(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 785 → "13:05"; 1440 and beyond wrap to the next day's clock. */
export function timeOf(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A window's length in minutes; one that closes at or before it opens runs past midnight. */
export function windowLength(opensAt: number, closesAt: number): number {
  return closesAt > opensAt ? closesAt - opensAt : closesAt + MINUTES_PER_DAY - opensAt;
}
