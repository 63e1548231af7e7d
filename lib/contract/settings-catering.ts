import { z } from 'zod';
import { cents } from './menu';
import { deliveryBase, pickUpBase, sharedGroups, sharedTopLevel } from './settings-groups';
import { STV } from './settings-rules';
import { advanceDays, advanceMinutes, flag, whole } from './settings-value-schemas';
import { storeDesignSchema } from './store';
import { storeDesignRequest } from './store-design';

/**
 * Catering settings of one location (SPEC §3 "Catering settings", §7 GET/PUT catering-setting):
 * the online-order settings' groups without payment modes, dine-in and printer, plus catering's
 * own fields. Like settings-online-order.ts, a PUT sends the whole object.
 */

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

/** PUT catering-setting body. */
export const cateringSettingsRequest = z.object({ ...cateringFields, theme_appearance: storeDesignRequest });
export type CateringSettingsRequest = z.input<typeof cateringSettingsRequest>;
export type CateringSettingsInput = z.output<typeof cateringSettingsRequest>;

export const cateringSettingsSchema = z.object({ ...cateringFields, theme_appearance: storeDesignSchema });
export type CateringSettings = z.infer<typeof cateringSettingsSchema>;

/** GET/PUT catering-setting reply. */
export const cateringSettingsReply = z.object({
  catering_setting: cateringSettingsSchema,
  message: z.string().optional(),
});
export type CateringSettingsReply = z.infer<typeof cateringSettingsReply>;
