import { z } from 'zod';
import { cents } from './menu';
import { V } from './rules';
import { MAX_TIP_CHOICES, MAXIMUM_AGE, MINIMUM_AGE, newOrderTones, STV } from './settings-rules';
import {
  advanceDays,
  advanceMinutes,
  flag,
  interval,
  longText,
  minutes,
  optionalEmail,
  optionalPhone,
  optionalUrl,
  orderCount,
  script,
  shortText,
  timeOfDay,
  tip,
  whole,
} from './settings-value-schemas';

/**
 * The groups of fields the online-order settings (settings-online-order.ts) and the catering
 * settings (settings-catering.ts) are made of (SPEC §3 "Online-order settings groups", §5 rules).
 * Not exported from the contract's index, so the OpenAPI document keeps them inside the settings.
 */

const menuAppearance = z.object({
  display_menu_picture: flag(),
  display_allergy_ingredients: flag(),
  display_menu_preferences: flag(),
  display_menu_calorie_count: flag(),
});

export const pickUpBase = z.object({
  is_pick_up_available: flag(),
  pick_up_asap: flag(),
  pick_up_scheduled: flag(),
  pick_up_count: orderCount(),
  pick_up_interval: interval(),
  pick_up_minimum_time_to_order: advanceMinutes(),
  pick_up_maximum_order_in_days: advanceDays(),
  pick_up_cut_off_time_for_next_day: timeOfDay(),
  average_pick_up_time: minutes(),
  pick_up_accept_tip: flag(),
  default_pick_up_tip: tip(),
  pick_up_large_order: flag(),
  pick_up_subtotal: cents(),
  pick_up_extra_time: minutes(),
});
/** Payment modes (SPEC §3) of pick-up: online card, card at the counter, cash. */
export const pickUp = pickUpBase.extend({ card_online: flag(), card_pay_at_counter: flag(), cash: flag() });

export const deliveryBase = z.object({
  is_delivery_available: flag(),
  delivery_asap: flag(),
  delivery_scheduled: flag(),
  delivery_count: orderCount(),
  delivery_interval: interval(),
  delivery_minimum_time_to_order: advanceMinutes(),
  delivery_maximum_order_in_days: advanceDays(),
  delivery_cut_off_time_for_next_day: timeOfDay(),
  average_delivery_time: minutes(),
  delivery_accept_tip: flag(),
  default_delivery_tip: tip(),
  delivery_large_order: flag(),
  delivery_subtotal: cents(),
  delivery_extra_time: minutes(),
  show_order_limit: flag(),
  maximum_order_amount: cents(),
});
/** Payment modes (SPEC §3) of delivery: online card, card on delivery, cash. */
export const delivery = deliveryBase.extend({ card_online: flag(), card_pay_on_delivery: flag(), cash: flag() });

const ageVerification = z.object({
  verify_age_before_order: flag(),
  minimum_age: whole(MINIMUM_AGE, MAXIMUM_AGE, STV.minimumAge),
  age_verification_message: longText(),
});

export const orderPrinter = z.object({
  number_of_receipt_copies: whole(1, 10, STV.copies),
  /** Minutes before a scheduled order's time that it prints. */
  print_scheduled_order_before: minutes(),
  new_order_tone: z.enum(newOrderTones, { error: V.choice }),
  printer_name: shortText(),
});

const allergyWarning = z.object({ notify_allergy_warning: flag(), allergy_warning_message: longText() });

const orderNotification = z
  .object({
    email_alert: flag(),
    dinein_email_alert: flag(),
    delivery_email_alert: flag(),
    delivery_email: optionalEmail(),
    sms_alert: flag(),
    call_alert: flag(),
    call_alert_not_confirmed: flag(),
    notify_not_confirmed: flag(),
    print_order_request_time: flag(),
    email: optionalEmail(),
    phone_number: optionalPhone(),
    disable_order_notes: flag(),
  })
  // An alert switched on needs somewhere to go.
  .superRefine((n, ctx) => {
    if ((n.email_alert || n.dinein_email_alert) && !n.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: STV.alertEmail });
    if (n.delivery_email_alert && !n.delivery_email && !n.email)
      ctx.addIssue({ code: 'custom', path: ['delivery_email'], message: STV.alertEmail });
    if ((n.sms_alert || n.call_alert || n.call_alert_not_confirmed) && !n.phone_number)
      ctx.addIssue({ code: 'custom', path: ['phone_number'], message: STV.alertPhone });
  });

const orderOption = z.object({
  auto_confirm: flag(),
  print_clover_order: flag(),
  print_scheduled_order: flag(),
  item_availability: flag(),
});

export const dineIn = z.object({
  is_dine_in_available: flag(),
  dine_in_accept_tip: flag(),
  default_dine_in_tip: tip(),
  dine_in_customer_notes: flag(),
});

const serviceFees = z.object({ allow_service_fees: flag(), service_fee: cents() });

const seo = z.object({ page_title: shortText(), page_description: longText(), page_keywords: shortText() });

const analytics = z.object({
  google_analytics_code: script(),
  facebook_pixel_id: script(),
  google_tag_script: script(),
  script_code_1: script(),
  script_code_2: script(),
  script_body_code: script(),
});

const reviewRequest = z.object({ show_review_request: flag(), review_link: optionalUrl() });

const alcoholLimit = z.object({ allow_alcohol_limit: flag(), ounces_limit: whole(1, 1000, STV.ounces) });

/** Tip choices offered to the customer, in percent: 1 to 6 different values 0–100. */
const tipList = z
  .array(tip(), { error: STV.tipList })
  .min(1, STV.tipList)
  .max(MAX_TIP_CHOICES, STV.tipList)
  .refine((l) => new Set(l).size === l.length, STV.tipList);

/** Top-level fields both storefronts share. */
export const sharedTopLevel = {
  online_ordering: flag(),
  order_url: optionalUrl(),
  seperate_deal_section: flag(),
  grid_view: flag(),
  display_category_image: flag(),
  special_instructions: flag(),
  order_special_instructions: flag(),
  verify_zip_code: flag(),
  number_sequence: flag(),
  display_verification_notes: flag(),
  show_phone_number: flag(),
  order_confirmation_message: longText(),
  show_savings: flag(),
  tip_list: tipList,
  is_delivery_zone_available: flag(),
};

/** The groups both storefronts share (without theme_appearance, which differs between request and reply). */
export const sharedGroups = {
  menu_appearance: menuAppearance,
  age_verification: ageVerification,
  allergy_warning: allergyWarning,
  order_notification: orderNotification,
  order_option: orderOption,
  service_fees: serviceFees,
  seo,
  analytics,
  review_request: reviewRequest,
  alcohol_limit: alcoholLimit,
};
