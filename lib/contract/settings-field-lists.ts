import type { SettingField, SettingFieldKind, SettingGroup } from './settings-field-descriptor';
import { newOrderTones } from './settings-rules';
import { themeTypes } from './plain/store-design';

/**
 * Every field of the online-order and of the catering settings forms, in the order the pages show
 * them (descriptors: settings-field-descriptor.ts). Both lists share the groups' fields.
 */

const on = (group: SettingGroup, key: string) => ({ group, key });
const sw = (group: SettingGroup, key: string, extra: Partial<SettingField> = {}): SettingField => ({
  group,
  key,
  kind: 'switch',
  ...extra,
});
const fld = (
  group: SettingGroup,
  key: string,
  kind: SettingFieldKind,
  extra: Partial<SettingField> = {},
): SettingField => ({
  group,
  key,
  kind,
  ...extra,
});

const general: SettingField[] = [
  sw('general', 'online_ordering'),
  fld('general', 'order_url', 'text'),
  sw('general', 'seperate_deal_section'),
  sw('general', 'grid_view'),
  sw('general', 'display_category_image'),
  sw('general', 'special_instructions'),
  sw('general', 'order_special_instructions'),
  sw('general', 'verify_zip_code'),
  sw('general', 'number_sequence'),
  sw('general', 'display_verification_notes'),
  sw('general', 'show_phone_number'),
  fld('general', 'order_confirmation_message', 'multiline'),
  sw('general', 'show_savings'),
  fld('general', 'tip_list', 'list', { unit: 'percent' }),
  sw('general', 'is_delivery_zone_available'),
];

const menuAppearanceFields: SettingField[] = [
  sw('menu_appearance', 'display_menu_picture'),
  sw('menu_appearance', 'display_allergy_ingredients'),
  sw('menu_appearance', 'display_menu_preferences'),
  sw('menu_appearance', 'display_menu_calorie_count'),
];

function serviceFields(group: 'pick_up' | 'delivery'): SettingField[] {
  const p = group === 'pick_up' ? 'pick_up' : 'delivery';
  const avail = on(group, `is_${p}_available`);
  const d = { dependsOn: avail };
  return [
    sw(group, `is_${p}_available`),
    sw(group, `${p}_asap`, d),
    sw(group, `${p}_scheduled`, d),
    fld(group, `${p}_count`, 'number', { ...d, unit: 'orders', section: 'scheduling' }),
    fld(group, `${p}_interval`, 'number', { ...d, unit: 'minutes', section: 'scheduling' }),
    fld(group, `${p}_minimum_time_to_order`, 'number', { ...d, unit: 'minutes', section: 'scheduling' }),
    fld(group, `${p}_maximum_order_in_days`, 'number', { ...d, unit: 'days', section: 'scheduling' }),
    fld(group, `${p}_cut_off_time_for_next_day`, 'time', { ...d, section: 'scheduling' }),
    fld(group, `average_${p}_time`, 'number', { ...d, unit: 'minutes' }),
    sw(group, `${p}_accept_tip`, { ...d, section: 'tips' }),
    fld(group, `default_${p}_tip`, 'number', {
      dependsOn: on(group, `${p}_accept_tip`),
      unit: 'percent',
      section: 'tips',
    }),
    sw(group, `${p}_large_order`, { ...d, section: 'large_order' }),
    fld(group, `${p}_subtotal`, 'cents', { dependsOn: on(group, `${p}_large_order`), section: 'large_order' }),
    fld(group, `${p}_extra_time`, 'number', {
      dependsOn: on(group, `${p}_large_order`),
      unit: 'minutes',
      section: 'large_order',
    }),
    ...(group === 'delivery'
      ? [
          sw(group, 'show_order_limit', d),
          fld(group, 'maximum_order_amount', 'cents', { dependsOn: on(group, 'show_order_limit') }),
        ]
      : []),
  ];
}

function paymentFields(group: 'pick_up' | 'delivery'): SettingField[] {
  const avail = on(group, group === 'pick_up' ? 'is_pick_up_available' : 'is_delivery_available');
  const x = { dependsOn: avail, section: 'payment_modes' as const };
  return [
    sw(group, 'card_online', x),
    sw(group, group === 'pick_up' ? 'card_pay_at_counter' : 'card_pay_on_delivery', x),
    sw(group, 'cash', x),
  ];
}

const ageFields: SettingField[] = [
  sw('age_verification', 'verify_age_before_order'),
  fld('age_verification', 'minimum_age', 'number', {
    dependsOn: on('age_verification', 'verify_age_before_order'),
    unit: 'years',
  }),
  fld('age_verification', 'age_verification_message', 'multiline', {
    dependsOn: on('age_verification', 'verify_age_before_order'),
  }),
];

const printerFields: SettingField[] = [
  fld('order_printer', 'number_of_receipt_copies', 'number', { unit: 'copies' }),
  fld('order_printer', 'print_scheduled_order_before', 'number', { unit: 'minutes' }),
  fld('order_printer', 'new_order_tone', 'select', { options: newOrderTones }),
  fld('order_printer', 'printer_name', 'text'),
];

const allergyFields: SettingField[] = [
  sw('allergy_warning', 'notify_allergy_warning'),
  fld('allergy_warning', 'allergy_warning_message', 'multiline', {
    dependsOn: on('allergy_warning', 'notify_allergy_warning'),
  }),
];

const notificationFields: SettingField[] = [
  sw('order_notification', 'email_alert'),
  sw('order_notification', 'dinein_email_alert'),
  sw('order_notification', 'delivery_email_alert'),
  fld('order_notification', 'delivery_email', 'email', { dependsOn: on('order_notification', 'delivery_email_alert') }),
  sw('order_notification', 'sms_alert'),
  sw('order_notification', 'call_alert'),
  sw('order_notification', 'call_alert_not_confirmed'),
  sw('order_notification', 'notify_not_confirmed'),
  sw('order_notification', 'print_order_request_time'),
  fld('order_notification', 'email', 'email'),
  fld('order_notification', 'phone_number', 'phone'),
  sw('order_notification', 'disable_order_notes'),
];

const optionFields: SettingField[] = [
  sw('order_option', 'auto_confirm'),
  sw('order_option', 'print_clover_order'),
  sw('order_option', 'print_scheduled_order'),
  sw('order_option', 'item_availability'),
];

const dineInFields: SettingField[] = [
  sw('dine_in', 'is_dine_in_available'),
  sw('dine_in', 'dine_in_accept_tip', { dependsOn: on('dine_in', 'is_dine_in_available') }),
  fld('dine_in', 'default_dine_in_tip', 'number', { dependsOn: on('dine_in', 'dine_in_accept_tip'), unit: 'percent' }),
  sw('dine_in', 'dine_in_customer_notes', { dependsOn: on('dine_in', 'is_dine_in_available') }),
];

const feeFields: SettingField[] = [
  sw('service_fees', 'allow_service_fees'),
  fld('service_fees', 'service_fee', 'cents', { dependsOn: on('service_fees', 'allow_service_fees') }),
];

const themeFields: SettingField[] = [
  fld('theme_appearance', 'theme_color', 'color'),
  fld('theme_appearance', 'theme_type', 'select', { options: themeTypes }),
  fld('theme_appearance', 'logo_link_url', 'text'),
];

const seoFields: SettingField[] = [
  fld('seo', 'page_title', 'text'),
  fld('seo', 'page_description', 'multiline'),
  fld('seo', 'page_keywords', 'text'),
];

const analyticsFields: SettingField[] = (
  [
    'google_analytics_code',
    'facebook_pixel_id',
    'google_tag_script',
    'script_code_1',
    'script_code_2',
    'script_body_code',
  ] as const
).map((key) => fld('analytics', key, 'multiline', { script: true }));

const reviewFields: SettingField[] = [
  sw('review_request', 'show_review_request'),
  fld('review_request', 'review_link', 'text', { dependsOn: on('review_request', 'show_review_request') }),
];

const alcoholFields: SettingField[] = [
  sw('alcohol_limit', 'allow_alcohol_limit'),
  fld('alcohol_limit', 'ounces_limit', 'number', {
    dependsOn: on('alcohol_limit', 'allow_alcohol_limit'),
    unit: 'ounces',
  }),
];

/** The groups both settings pages end with, in this order (from allergies to alcohol). */
const closingGroups: readonly SettingField[] = [
  ...allergyFields,
  ...notificationFields,
  ...optionFields,
  ...feeFields,
  ...themeFields,
  ...seoFields,
  ...analyticsFields,
  ...reviewFields,
  ...alcoholFields,
];

/** Every field of the online-order settings, in the order the page shows them. Images of the theme are set with the banner editor. */
export const settingFields: readonly SettingField[] = [
  ...general,
  ...menuAppearanceFields,
  ...serviceFields('pick_up'),
  ...paymentFields('pick_up'),
  ...serviceFields('delivery'),
  ...paymentFields('delivery'),
  ...dineInFields,
  ...ageFields,
  ...printerFields,
  ...closingGroups,
];

const cateringOwn: SettingField[] = [
  sw('catering', 'status'),
  sw('catering', 'reminder_email_alert'),
  fld('catering', 'reminder_email_hours', 'number', {
    dependsOn: on('catering', 'reminder_email_alert'),
    unit: 'hours',
  }),
  sw('catering', 'business_name_section'),
  sw('catering', 'disable_rewards'),
  sw('catering', 'is_minimum_order'),
  fld('catering', 'minimum_order_value', 'cents', { dependsOn: on('catering', 'is_minimum_order') }),
  sw('catering', 'is_new_advance_pickup_time'),
  fld('catering', 'advance_pickup_days', 'number', {
    dependsOn: on('catering', 'is_new_advance_pickup_time'),
    unit: 'days',
  }),
  fld('catering', 'pick_up_advance_minimum_time_to_order', 'number', {
    dependsOn: on('catering', 'is_new_advance_pickup_time'),
    unit: 'minutes',
  }),
  sw('catering', 'is_new_advance_delivery_time'),
  fld('catering', 'advance_delivery_days', 'number', {
    dependsOn: on('catering', 'is_new_advance_delivery_time'),
    unit: 'days',
  }),
  fld('catering', 'delivery_advance_minimum_time_to_order', 'number', {
    dependsOn: on('catering', 'is_new_advance_delivery_time'),
    unit: 'minutes',
  }),
];

/** Every field of the catering settings: its own first, then the shared groups without payments, dine-in and printer. */
export const cateringSettingFields: readonly SettingField[] = [
  ...cateringOwn,
  ...general,
  ...menuAppearanceFields,
  ...serviceFields('pick_up'),
  ...serviceFields('delivery'),
  ...ageFields,
  ...closingGroups,
];
