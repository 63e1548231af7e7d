import { z } from 'zod';

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Cents per interval. */
  price: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  description: z.string(),
  features: z.array(z.string()),
  feature_availability: z.object({ website_manager: z.boolean() }),
});
export type Plan = z.infer<typeof planSchema>;
export const plansReply = z.object({ plans: z.array(planSchema) });
