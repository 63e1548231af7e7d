import type { Control } from 'react-hook-form';
import type { DepositType, ReservationSettings, ReservationSettingsRequest } from '@/lib/contract/reservations';
import type { HoursWindowInput } from '@/lib/contract/store-hours';
import { centsToInput } from '@/lib/money';
import { editableWeek } from '@/lib/week-hours';

/**
 * What the setup form holds: numbers and the deposit as typed (text, so nothing typed is lost on
 * an error; dollars for the deposit), under the request's own names, so a server field error
 * (`meal_duration`, `deposit_settings.amount`, `reservation_hours.3.opens_at`) lands on its field.
 * No zod here: the page's first load stays light (form-schema.ts loads with the first check).
 */
export interface ReservationFormIn {
  reservation_interval: string;
  minimum_time_to_book: string;
  maximum_time_to_book: string;
  meal_duration: string;
  min_party_size: string;
  max_party_size: string;
  is_restaurant_message: boolean;
  restaurant_message: string;
  cancellation_policy_message: string;
  theme_color: string;
  background_image_url: string | null;
  deposit_settings: { type: DepositType; amount: string; from_party_size: string };
  reservation_hours: HoursWindowInput[];
}

/** The form's control, as every section of the page takes it. */
export type ReservationFormControl = Control<ReservationFormIn, unknown, ReservationSettingsRequest>;

/** The server's copy as the form shows it; a deposit of none shows an empty amount. */
export function toFormValues(s: ReservationSettings, locale: string): ReservationFormIn {
  const d = s.deposit_settings;
  return {
    reservation_interval: String(s.reservation_interval),
    minimum_time_to_book: String(s.minimum_time_to_book),
    maximum_time_to_book: String(s.maximum_time_to_book),
    meal_duration: String(s.meal_duration),
    min_party_size: String(s.min_party_size),
    max_party_size: String(s.max_party_size),
    is_restaurant_message: s.is_restaurant_message,
    restaurant_message: s.restaurant_message,
    cancellation_policy_message: s.cancellation_policy_message,
    theme_color: s.theme_color,
    background_image_url: s.background_image_url,
    deposit_settings: {
      type: d.type,
      amount: d.type === 'none' && d.amount === 0 ? '' : centsToInput(d.amount, locale),
      from_party_size: String(d.from_party_size),
    },
    reservation_hours: editableWeek(s.reservation_hours),
  };
}

/** Every field the server may name: the settings, and each window of the week as sent. */
export function serverFields(hours: number): string[] {
  return [
    'reservation_interval',
    'minimum_time_to_book',
    'maximum_time_to_book',
    'meal_duration',
    'min_party_size',
    'max_party_size',
    'is_restaurant_message',
    'restaurant_message',
    'cancellation_policy_message',
    'theme_color',
    'background_image_url',
    'deposit_settings.type',
    'deposit_settings.amount',
    'deposit_settings.from_party_size',
    ...Array.from({ length: hours }, (_, i) => [
      `reservation_hours.${i}.day`,
      `reservation_hours.${i}.opens_at`,
      `reservation_hours.${i}.closes_at`,
    ]).flat(),
  ];
}
