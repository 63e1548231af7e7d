import { z } from 'zod';
import { subscriptionSchema } from './account';
import { lineText, V } from './rules';

export * from './plain/billing';

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

/** GET subscription/plan query: `interval` filters the list. */
export const plansQuery = z.object({ interval: z.enum(['month', 'year'], { error: V.choice }).optional() });

/** POST subscription (choose a plan) and PUT subscription (change it): owner only. */
export const subscriptionRequest = z.object({ plan_id: lineText().min(1, V.required) });
export const subscriptionReply = z.object({ subscription: subscriptionSchema, message: z.string().optional() });
