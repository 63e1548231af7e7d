import { z } from 'zod';
import { permissionsSchema } from './permissions';
import { roles } from './plain/account';

export * from './plain/account';

export const gettingStartedSchema = z.object({
  store_setup: z.boolean(),
  menu_manager: z.boolean(),
  online_ordering_setup: z.boolean(),
  payment_setup: z.boolean(),
  website_widget_setup: z.boolean(),
  restaurant_app_setup: z.boolean(),
  place_a_test_order: z.boolean(),
  total: z.number().int(),
  completed: z.number().int(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
export const gettingStartedReply = z.object({ getting_started: gettingStartedSchema });

export const locationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  is_primary: z.boolean(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state_province: z.string(),
    // code: the province or state's own (QC, NY), which the statutory holidays are looked up by.
    state_province_details: z.object({ _id: z.string(), name: z.string(), code: z.string().optional() }).nullable(),
    zip_postal_code: z.string(),
    country: z.string(),
    country_details: z.object({ _id: z.string(), name: z.string(), code: z.string(), currency: z.string() }).nullable(),
    geo_location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
  }),
  contact: z.object({ phone_number: z.string() }),
  timezone: z.string(),
  /** SPEC §4: catering is on when status is true (PUT catering-setting). */
  catering: z.object({ status: z.boolean() }).optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const subscriptionSchema = z.object({
  /** The chosen plan's _id (GET subscription/plan); null without a plan. */
  plan_id: z.string().nullable().optional(),
  plan_name: z.string().nullable(),
  status: z.string(),
  feature_availability: z.object({ website_manager: z.boolean() }),
});

export const businessSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The business type's _id (GET business-type); type_details carries its name for display. */
  type: z.string(),
  type_details: z.object({ _id: z.string(), name: z.string() }).nullable().optional(),
  slug: z.string(),
  website: z.string().nullable(),
  location_name: z.string().nullable(),
  email: z.string(),
  primary_user_id: z.string(),
  code: z.string().nullable(),
  logo_url: z.string().nullable(),
  subscription: subscriptionSchema,
  locations: z.array(locationSchema),
  location: z.string().nullable(),
  setting: z.object({
    pick_up: z.object({ is_pick_up_available: z.boolean() }),
    delivery: z.object({ is_delivery_available: z.boolean() }),
  }),
});
export type Business = z.infer<typeof businessSchema>;

export const staffSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(roles),
  user: z.object({ email: z.string() }),
  locations: z.array(z.object({ location_id: z.string() })),
  permissions: permissionsSchema,
});

export const userSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  alt_phone_number: z.string().nullable(),
  role: z.enum(roles).nullable(),
  onboard_status: gettingStartedSchema.nullable(),
  business: z.string().nullable(),
  location: z.string().nullable(),
  staff: staffSchema.nullable(),
  /** What this user may do in the business (every flag true for owners); null without business. */
  permissions: permissionsSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userReply = z.object({ user: userSchema, business: businessSchema.nullable() });
export type UserReply = z.infer<typeof userReply>;

/** GET location: the locations the caller may see (all for the owner, the assigned ones for staff). */
export const locationsReply = z.object({ locations: z.array(locationSchema) });
