import { z } from 'zod';
import { cents } from './menu';
import { lastTenDigits, lineText, multilineText, phoneDigits, V, website } from './rules';
import { storeDesignSchema, themeTypes } from './store';
import { DEFAULT_THEME_COLOR, storeDesignRequest } from './store-design';

/**
 * Online-order and catering settings of one location (SPEC §3 "Online-order settings groups" and
 * "Catering settings", §5 rules, §7 GET/PUT setting and catering-setting, §9 money and defaults).
 *
 * One description serves the reference API (reads the PUT body, answers the server's copy), the
 * settings forms (react-hook-form + these schemas) and the storefront preview. Money fields are
 * integer cents. A PUT sends the whole settings object: what the form shows is what is saved.
 * `theme_appearance` is the storefront design (store_designs, PUT setting/banner): both paths
 * read and write the same row.
 */

/** Translated rule texts (keys of the `validation` namespace). */
export const STV = {
  minimumAge: 'validation.minimumAge',
  interval: 'validation.settingsInterval',
  advanceMinutes: 'validation.advanceMinutes',
  advanceDays: 'validation.advanceDays',
  tip: 'validation.tipPercent',
  tipList: 'validation.tipList',
  minutes: 'validation.settingsMinutes',
  count: 'validation.orderCount',
  copies: 'validation.receiptCopies',
  reminderHours: 'validation.reminderHours',
  ounces: 'validation.ounces',
  max2000: 'validation.max2000',
  script: 'validation.scriptLength',
  alertEmail: 'validation.alertEmail',
  alertPhone: 'validation.alertPhone',
  time: 'validation.timeOfDay',
  flag: 'validation.choice',
} as const;

/** SPEC §5 "minimum age above 18" and §9 "minimum age 18": 18 itself is allowed (docs/decisions.md). */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 99;
/** SPEC §5: intervals and minimum advance times "more than 1 minute", days in advance "more than 1 day". */
export const MIN_INTERVAL_MINUTES = 2;
export const MAX_INTERVAL_MINUTES = 1440;
export const MIN_ADVANCE_MINUTES = 2;
/** 30 days. */
export const MAX_ADVANCE_MINUTES = 43_200;
export const MIN_ADVANCE_DAYS = 2;
export const MAX_ADVANCE_DAYS = 365;
/** Most orders per slot; 0 means no limit. */
export const MAX_ORDERS_PER_SLOT = 1000;
export const MAX_TIP_CHOICES = 6;
export const SCRIPT_MAX = 20_000;

const flag = () => z.boolean({ error: STV.flag });
const whole = (min: number, max: number, message: string) =>
  z.number({ error: V.required }).int(message).min(min, message).max(max, message);
const interval = () => whole(MIN_INTERVAL_MINUTES, MAX_INTERVAL_MINUTES, STV.interval);
const advanceMinutes = () => whole(MIN_ADVANCE_MINUTES, MAX_ADVANCE_MINUTES, STV.advanceMinutes);
const advanceDays = () => whole(MIN_ADVANCE_DAYS, MAX_ADVANCE_DAYS, STV.advanceDays);
const minutes = () => whole(0, MAX_INTERVAL_MINUTES, STV.minutes);
const orderCount = () => whole(0, MAX_ORDERS_PER_SLOT, STV.count);
const tip = () => whole(0, 100, STV.tip);
const shortText = () => lineText().max(255, V.max255);
const longText = () => multilineText().max(2000, STV.max2000);
/** Analytics and script fields: stored as text, never run inside the portal (issue 13 item 2). */
const script = () => multilineText().max(SCRIPT_MAX, STV.script);
/** "HH:mm", or null for none. */
const timeOfDay = () =>
  z
    .string({ error: STV.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, STV.time)
    .nullable();
/** Blank, or a valid e-mail (lower-cased). */
const optionalEmail = () =>
  lineText()
    .max(64, V.max64)
    .refine((v) => v === '' || z.email().safeParse(v).success, V.email)
    .transform((v) => v.toLowerCase());
/** Blank, or a valid phone number kept as its last 10 digits (SPEC §5). */
const optionalPhone = () =>
  lineText()
    .refine((v) => {
      if (v === '') return true;
      const d = phoneDigits(v);
      return d.length >= 10 && d.length <= 15 && !/^(\d)\1+$/.test(d);
    }, V.phone)
    .transform((v) => (v === '' ? '' : lastTenDigits(v)));
/** Blank, or a web address. */
const optionalUrl = () => website().transform((v) => v ?? '');

export const newOrderTones = ['default', 'bell', 'chime', 'alarm', 'none'] as const;

const menuAppearance = z.object({
  display_menu_picture: flag(),
  display_allergy_ingredients: flag(),
  display_menu_preferences: flag(),
  display_menu_calorie_count: flag(),
});

const pickUpBase = z.object({
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
const pickUp = pickUpBase.extend({ card_online: flag(), card_pay_at_counter: flag(), cash: flag() });

const deliveryBase = z.object({
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
const delivery = deliveryBase.extend({ card_online: flag(), card_pay_on_delivery: flag(), cash: flag() });

const ageVerification = z.object({
  verify_age_before_order: flag(),
  minimum_age: whole(MINIMUM_AGE, MAXIMUM_AGE, STV.minimumAge),
  age_verification_message: longText(),
});

const orderPrinter = z.object({
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

const dineIn = z.object({
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
const sharedTopLevel = {
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
const sharedGroups = {
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

const settingsFields = {
  ...sharedTopLevel,
  ...sharedGroups,
  pick_up: pickUp,
  delivery,
  dine_in: dineIn,
  order_printer: orderPrinter,
};

/** Catering: like the order settings, without payment modes, dine-in and printer (SPEC §3), plus its own fields. */
const cateringFields = {
  ...sharedTopLevel,
  ...sharedGroups,
  pick_up: pickUpBase,
  delivery: deliveryBase,
  /** Catering on or off for the location (SPEC §4); shown as the location's `catering.status`. */
  status: flag(),
  reminder_email_alert: flag(),
  reminder_email_hours: whole(1, 168, STV.reminderHours),
  business_name_section: flag(),
  disable_rewards: flag(),
  is_minimum_order: flag(),
  minimum_order_value: cents(),
  is_new_advance_pickup_time: flag(),
  advance_pickup_days: advanceDays(),
  pick_up_advance_minimum_time_to_order: advanceMinutes(),
  is_new_advance_delivery_time: flag(),
  advance_delivery_days: advanceDays(),
  delivery_advance_minimum_time_to_order: advanceMinutes(),
};

/** PUT setting body: every field (theme_appearance with the store-design rules). */
export const settingsRequest = z.object({ ...settingsFields, theme_appearance: storeDesignRequest });
export type SettingsRequest = z.input<typeof settingsRequest>;
export type SettingsInput = z.output<typeof settingsRequest>;

/** The settings as the server stores and answers them. */
export const settingsSchema = z.object({ ...settingsFields, theme_appearance: storeDesignSchema });
export type Settings = z.infer<typeof settingsSchema>;

/** PUT catering-setting body. */
export const cateringSettingsRequest = z.object({ ...cateringFields, theme_appearance: storeDesignRequest });
export type CateringSettingsRequest = z.input<typeof cateringSettingsRequest>;
export type CateringSettingsInput = z.output<typeof cateringSettingsRequest>;

export const cateringSettingsSchema = z.object({ ...cateringFields, theme_appearance: storeDesignSchema });
export type CateringSettings = z.infer<typeof cateringSettingsSchema>;

/** GET/PUT setting and POST business/setting reply: the server's copy. */
export const settingsReply = z.object({ setting: settingsSchema, message: z.string().optional() });
export type SettingsReply = z.infer<typeof settingsReply>;
/** GET/PUT catering-setting reply. */
export const cateringSettingsReply = z.object({
  catering_setting: cateringSettingsSchema,
  message: z.string().optional(),
});
export type CateringSettingsReply = z.infer<typeof cateringSettingsReply>;

// ---------------------------------------------------------------------------------------------
// Defaults (SPEC §9): tips 15, service fee 0.99 → 99 cents, zip verification and order special
// instructions on, pick-up interval 15, preparation 90, advance days 7, minimum advance 30, theme
// #383232 Light. The rest: off, blank, or the smallest sensible value (docs/decisions.md).
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Field descriptors: the form is built from this list (data, not components). `group` null is a
// top-level field. `dependsOn` names the switch that shows the field (off hides it).
// ---------------------------------------------------------------------------------------------

export type SettingFieldKind =
  'switch' | 'number' | 'cents' | 'text' | 'multiline' | 'email' | 'phone' | 'select' | 'list' | 'time' | 'color';
export type SettingUnit = 'minutes' | 'days' | 'hours' | 'percent' | 'ounces' | 'copies' | 'orders' | 'years';
export type SettingGroup =
  | 'general'
  | 'menu_appearance'
  | 'pick_up'
  | 'delivery'
  | 'age_verification'
  | 'order_printer'
  | 'allergy_warning'
  | 'order_notification'
  | 'order_option'
  | 'dine_in'
  | 'service_fees'
  | 'theme_appearance'
  | 'seo'
  | 'analytics'
  | 'review_request'
  | 'alcohol_limit'
  | 'catering';

export interface SettingField {
  /** The section it shows in; 'general' and 'catering' fields sit at the top level of the object. */
  group: SettingGroup;
  key: string;
  kind: SettingFieldKind;
  /** The switch that shows this field (same object path rules: group null = top level). */
  dependsOn?: { group: SettingGroup; key: string };
  /** A sub-heading inside the group (pick-up and delivery payment modes). */
  section?: 'payment_modes' | 'large_order' | 'tips' | 'scheduling';
  unit?: SettingUnit;
  options?: readonly string[];
  /** Stored as text and never run in the portal. */
  script?: boolean;
}

/** Where a field's value sits in the settings object: top level for 'general' and 'catering'. */
export function settingPath(f: Pick<SettingField, 'group' | 'key'>): string {
  return f.group === 'general' || f.group === 'catering' ? f.key : `${f.group}.${f.key}`;
}

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
