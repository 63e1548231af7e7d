import { z } from 'zod';
import { storeDesignSchema } from './store';
import { storeDesignRequest } from './store-design';
import { delivery, dineIn, orderPrinter, pickUp, sharedGroups, sharedTopLevel } from './settings-groups';

/**
 * Online-order settings of one location (SPEC §3 "Online-order settings groups", §5 rules, §7
 * GET/PUT setting, §9 money). The catering settings (settings-catering.ts) share its groups
 * (settings-groups.ts); the defaults of both are in settings-defaults.ts.
 *
 * One description serves the reference API (reads the PUT body, answers the server's copy), the
 * settings forms (react-hook-form + these schemas) and the storefront preview. Money fields are
 * integer cents. A PUT sends the whole settings object: what the form shows is what is saved.
 * `theme_appearance` is the storefront design (store_designs, PUT setting/banner): both paths
 * read and write the same row.
 */

const settingsFields = {
  ...sharedTopLevel,
  ...sharedGroups,
  pick_up: pickUp,
  delivery,
  dine_in: dineIn,
  order_printer: orderPrinter,
};

/** PUT setting body: every field (theme_appearance with the store-design rules). */
export const settingsRequest = z.object({ ...settingsFields, theme_appearance: storeDesignRequest });
export type SettingsRequest = z.input<typeof settingsRequest>;
export type SettingsInput = z.output<typeof settingsRequest>;

/** The settings as the server stores and answers them. */
export const settingsSchema = z.object({ ...settingsFields, theme_appearance: storeDesignSchema });
export type Settings = z.infer<typeof settingsSchema>;

/** GET/PUT setting and POST business/setting reply: the server's copy. */
export const settingsReply = z.object({ setting: settingsSchema, message: z.string().optional() });
export type SettingsReply = z.infer<typeof settingsReply>;
