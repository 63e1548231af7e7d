import type { z } from 'zod';
import type { CateringSettings } from './settings-catering';
import type { deliveryBase, pickUpBase } from './settings-groups';
import type { Settings } from './settings-online-order';
import { MINIMUM_AGE } from './settings-rules';
import { themeTypes } from './store';
import { DEFAULT_THEME_COLOR } from './store-design';

/**
 * What a location's online-order and catering settings start as. Defaults (SPEC §9): tips 15,
 * service fee 0.99 → 99 cents, zip verification and order special instructions on, pick-up
 * interval 15, preparation 90, advance days 7, minimum advance 30, theme #383232 Light. The rest:
 * off, blank, or the smallest sensible value (docs/decisions.md).
 */

const pickUpBaseDefaults: z.infer<typeof pickUpBase> = {
  is_pick_up_available: true,
  pick_up_asap: true,
  pick_up_scheduled: true,
  pick_up_count: 0,
  pick_up_interval: 15,
  pick_up_minimum_time_to_order: 30,
  pick_up_maximum_order_in_days: 7,
  pick_up_cut_off_time_for_next_day: null,
  average_pick_up_time: 90,
  pick_up_accept_tip: true,
  default_pick_up_tip: 15,
  pick_up_large_order: false,
  pick_up_subtotal: 0,
  pick_up_extra_time: 0,
};

const deliveryBaseDefaults: z.infer<typeof deliveryBase> = {
  is_delivery_available: false,
  delivery_asap: true,
  delivery_scheduled: true,
  delivery_count: 0,
  delivery_interval: 15,
  delivery_minimum_time_to_order: 30,
  delivery_maximum_order_in_days: 7,
  delivery_cut_off_time_for_next_day: null,
  average_delivery_time: 90,
  delivery_accept_tip: true,
  default_delivery_tip: 15,
  delivery_large_order: false,
  delivery_subtotal: 0,
  delivery_extra_time: 0,
  show_order_limit: false,
  maximum_order_amount: 0,
};

const sharedDefaults = {
  online_ordering: true,
  order_url: '',
  seperate_deal_section: false,
  grid_view: false,
  display_category_image: false,
  special_instructions: true,
  order_special_instructions: true,
  verify_zip_code: true,
  number_sequence: false,
  display_verification_notes: false,
  show_phone_number: false,
  order_confirmation_message: '',
  show_savings: false,
  tip_list: [10, 15, 20],
  is_delivery_zone_available: false,
  menu_appearance: {
    display_menu_picture: true,
    display_allergy_ingredients: false,
    display_menu_preferences: false,
    display_menu_calorie_count: false,
  },
  age_verification: { verify_age_before_order: false, minimum_age: MINIMUM_AGE, age_verification_message: '' },
  allergy_warning: { notify_allergy_warning: false, allergy_warning_message: '' },
  order_notification: {
    email_alert: false,
    dinein_email_alert: false,
    delivery_email_alert: false,
    delivery_email: '',
    sms_alert: false,
    call_alert: false,
    call_alert_not_confirmed: false,
    notify_not_confirmed: false,
    print_order_request_time: false,
    email: '',
    phone_number: '',
    disable_order_notes: false,
  },
  order_option: {
    auto_confirm: false,
    print_clover_order: false,
    print_scheduled_order: false,
    item_availability: false,
  },
  service_fees: { allow_service_fees: false, service_fee: 99 },
  seo: { page_title: '', page_description: '', page_keywords: '' },
  analytics: {
    google_analytics_code: '',
    facebook_pixel_id: '',
    google_tag_script: '',
    script_code_1: '',
    script_code_2: '',
    script_body_code: '',
  },
  review_request: { show_review_request: false, review_link: '' },
  alcohol_limit: { allow_alcohol_limit: false, ounces_limit: 24 },
  theme_appearance: {
    theme_color: DEFAULT_THEME_COLOR,
    theme_type: themeTypes[0],
    banner_image_url: null,
    banner_logo_url: null,
    logo_link_url: null,
  },
} satisfies Partial<Settings>;

export const settingsDefaults: Settings = {
  ...sharedDefaults,
  pick_up: { ...pickUpBaseDefaults, card_online: true, card_pay_at_counter: true, cash: true },
  delivery: { ...deliveryBaseDefaults, card_online: true, card_pay_on_delivery: false, cash: false },
  dine_in: {
    is_dine_in_available: false,
    dine_in_accept_tip: true,
    default_dine_in_tip: 15,
    dine_in_customer_notes: false,
  },
  order_printer: {
    number_of_receipt_copies: 1,
    print_scheduled_order_before: 30,
    new_order_tone: 'default',
    printer_name: '',
  },
};

export const cateringSettingsDefaults: CateringSettings = {
  ...sharedDefaults,
  pick_up: pickUpBaseDefaults,
  delivery: deliveryBaseDefaults,
  status: false,
  reminder_email_alert: false,
  reminder_email_hours: 24,
  business_name_section: false,
  disable_rewards: false,
  is_minimum_order: false,
  minimum_order_value: 0,
  is_new_advance_pickup_time: false,
  advance_pickup_days: 7,
  pick_up_advance_minimum_time_to_order: 30,
  is_new_advance_delivery_time: false,
  advance_delivery_days: 7,
  delivery_advance_minimum_time_to_order: 30,
};
