/** 450 → "7:30": hours and minutes worked (the timesheet screens write them so too). */
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Minutes from what a manager types as a daily limit: "8", "7:30", "7h30", "7.5" or "7,5"; null
 * when it is none of them.
 */
export function parseHours(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, '');
  const clock = /^(\d{1,2})(?:[:h](\d{2})?)?$/.exec(t);
  if (clock) {
    const minutes = clock[2] === undefined ? 0 : Number(clock[2]);
    return minutes < 60 ? Number(clock[1]) * 60 + minutes : null;
  }
  const decimal = /^(\d{1,2})?[.,](\d{1,2})$/.exec(t);
  if (decimal) return Math.round(Number(`${decimal[1] ?? 0}.${decimal[2]}`) * 60);
  return null;
}
