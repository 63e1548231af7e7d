import { z } from 'zod';
import { moneyText } from '@/lib/contract/money-text';
import { depositTypes, reservationSettingsRequest, type ReservationSettingsRequest } from '@/lib/contract/reservations';

/** "15" → 15; anything else (empty, "1.5", "abc") a number the contract refuses on its field. */
const whole = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : NaN);

/** A deposit typed in dollars → cents; none needs no amount. The refusal key otherwise. */
function depositCents(type: string, text: string): number | string {
  if (type === 'none' && text.trim() === '') return 0;
  const parsed = moneyText({ required: type !== 'none' }).safeParse(text);
  return parsed.success ? (parsed.data ?? 0) : (parsed.error.issues[0]?.message ?? 'validation.money');
}

/**
 * The setup form's schema: what was typed becomes the request (whole numbers, the deposit in
 * cents), which then goes through the contract's own rules, so the form refuses exactly what the
 * API would, on the same fields (a meal shorter than the interval on `meal_duration`, an
 * overlapping window on `reservation_hours.<i>.opens_at`). The output is the request to send.
 */
export const reservationForm = z
  .object({
    reservation_interval: z.string(),
    minimum_time_to_book: z.string(),
    maximum_time_to_book: z.string(),
    meal_duration: z.string(),
    min_party_size: z.string(),
    max_party_size: z.string(),
    is_restaurant_message: z.boolean(),
    restaurant_message: z.string(),
    cancellation_policy_message: z.string(),
    theme_color: z.string(),
    background_image_url: z.string().nullable(),
    deposit_settings: z.object({ type: z.enum(depositTypes), amount: z.string(), from_party_size: z.string() }),
    reservation_hours: z.array(z.object({ day: z.number(), opens_at: z.string(), closes_at: z.string() })),
  })
  .transform((v, ctx): ReservationSettingsRequest => {
    const amount = depositCents(v.deposit_settings.type, v.deposit_settings.amount);
    const request: ReservationSettingsRequest = {
      reservation_interval: whole(v.reservation_interval),
      minimum_time_to_book: whole(v.minimum_time_to_book),
      maximum_time_to_book: whole(v.maximum_time_to_book),
      meal_duration: whole(v.meal_duration),
      min_party_size: whole(v.min_party_size),
      max_party_size: whole(v.max_party_size),
      is_restaurant_message: v.is_restaurant_message,
      restaurant_message: v.restaurant_message,
      cancellation_policy_message: v.cancellation_policy_message,
      theme_color: v.theme_color,
      background_image_url: v.background_image_url,
      deposit_settings: {
        type: v.deposit_settings.type,
        // A placeholder while the amount is unreadable: the contract still checks everything else.
        amount: typeof amount === 'number' ? amount : 1,
        from_party_size: whole(v.deposit_settings.from_party_size),
      },
      reservation_hours: v.reservation_hours,
    };
    const checked = reservationSettingsRequest.safeParse(request);
    const issues = checked.success ? [] : checked.error.issues;
    if (typeof amount === 'string')
      ctx.addIssue({ code: 'custom', path: ['deposit_settings', 'amount'], message: amount });
    for (const issue of issues) {
      // The amount keeps its own reason when it could not be read.
      if (typeof amount === 'string' && issue.path.join('.') === 'deposit_settings.amount') continue;
      ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
    }
    if (typeof amount === 'string' || !checked.success) return z.NEVER;
    // The contract's output (trimmed texts, the colour in lower case): what the server keeps.
    return checked.data as ReservationSettingsRequest;
  });

export type ReservationFormOut = z.output<typeof reservationForm>;
