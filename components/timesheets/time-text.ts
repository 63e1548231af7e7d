/** 450 → "7:30": hours and minutes of a shift or a day's total. */
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A day on the given clock as YYYY-MM-DD (the timesheet page opens on today). */
export const todayText = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
