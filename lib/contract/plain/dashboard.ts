/** The `days` values GET dashboard accepts (7 by default). */
export const dashboardDays = [7, 30] as const;
