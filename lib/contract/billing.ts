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

/**
 * GET subscription/plan query, passed through as the client sends it: `period=monthly|yearly`
 * (the SPEC's words) or `interval=month|year` filter the list.
 */
export const plansQuery = z.object({
  interval: z.enum(['month', 'year'], { error: V.choice }).optional(),
  period: z.enum(['monthly', 'yearly'], { error: V.choice }).optional(),
});

const CARD_NUMBER = /^\d{12,19}$/;
/** A card number as typed (spaces, dashes) → its digits. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');
/** MM/YY, as printed on the card. */
export const CARD_EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** The card fields of the checkout form (flat, so a field error lands on its field). */
export const cardRequest = z.object({
  card_number: lineText()
    .min(1, V.required)
    .refine((v) => CARD_NUMBER.test(cardDigits(v)), 'validation.cardNumber'),
  card_expiry: lineText().min(1, V.required).regex(CARD_EXPIRY, 'validation.cardExpiry'),
  card_cvc: lineText()
    .min(1, V.required)
    .regex(/^\d{3,4}$/, 'validation.cardCvc'),
  card_name: lineText().min(1, V.required).max(64, V.max64),
});
export type CardRequest = z.infer<typeof cardRequest>;

/**
 * POST subscription (a first plan) and PUT subscription (a change): owner only. A first plan
 * needs the card; a change uses the card on file unless one is given. `is_update` is the
 * client's own flag (SPEC §7): it picks PUT and is removed before sending.
 */
export const subscriptionRequest = z.object({
  plan_id: lineText().min(1, V.required),
  ...cardRequest.partial().shape,
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequest>;
/** POST subscription/confirm: the payment the card holder has just authenticated. */
export const confirmPaymentRequest = z.object({ action_id: lineText().min(1, V.required) });

const planRef = z.object({ _id: z.string(), name: z.string() });
/** The billing side of the subscription (GET subscription and every billing change). Dates are ISO. */
export const billingDetailsSchema = z.object({
  status: z.enum(['none', 'active', 'past_due']),
  plan: planRef.nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** A downgrade waiting for the period's end. */
  pending_plan: planRef.nullable(),
  card: z
    .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
    .nullable(),
  past_due: z
    .object({
      since: z.string(),
      /** Failed payments so far, the renewal's own included. */
      attempts: z.number().int(),
      /** The next automatic retry; null after the last one. */
      next_retry_at: z.string().nullable(),
      /** What the card's bank said, in the caller's language. */
      reason: z.string(),
    })
    .nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const subscriptionReply = z.object({
  subscription: subscriptionSchema,
  billing: billingDetailsSchema.optional(),
  /** The payment waits for the card holder (3-D Secure): confirm it with POST subscription/confirm. */
  requires_action: z.object({ action_id: z.string(), amount: z.number().int() }).optional(),
  /** Cents charged by this change (a first plan, a prorated upgrade), when something was charged. */
  charged: z.number().int().optional(),
  message: z.string().optional(),
});
export type SubscriptionReply = z.infer<typeof subscriptionReply>;

export const billingInvoiceSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  issued_at: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  plan_name: z.string(),
  /** Cents. */
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'due']),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;
export const invoicesReply = z.object({ invoices: z.array(billingInvoiceSchema) });
