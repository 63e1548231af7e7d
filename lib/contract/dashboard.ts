import { z } from 'zod';

export * from './plain/dashboard';

const figures = z.object({ orders: z.number().int(), sales: z.number().int() });

/**
 * GET dashboard?location=&days=7|30: figures for one location, days counted in its time zone.
 * Sales and average ticket in cents.
 */
export const dashboardSchema = z.object({
  location_id: z.string(),
  timezone: z.string(),
  currency: z.string(),
  today: figures,
  week: figures,
  average_ticket: z.number().int(),
  open_orders: z.number().int(),
  series: z.array(
    z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), orders: z.number().int(), sales: z.number().int() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardReply = z.object({ dashboard: dashboardSchema });
