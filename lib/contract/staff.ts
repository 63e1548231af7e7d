import { z } from 'zod';
import { permissionsSchema } from './permissions';
import { email, optionalPhone, personName, plainString } from './rules';

/**
 * Staff of a business other than its owner (SPEC §3 Staff, §5, §6, §7: GET, POST, PUT /{id},
 * DELETE /{id} `staff`, replies `{ staffs }` and `{ staff }`). Names and phone are the business's
 * record of the member; the e-mail is their login (users.email) and is not changed by PUT.
 */

/** Field texts of this area, under `validation` in messages/*.json (the server answers the same). */
export const STAFF_V = {
  pin: 'validation.loginPin',
  locations: 'validation.staffLocations',
} as const;

export const staffRoles = ['manager', 'employee'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Actions on the order app a manager must approve with their passcode (SPEC §6). */
export const passcodeActions = ['discounts', 'cash_drawer', 'voids'] as const;
export type PasscodeAction = (typeof passcodeActions)[number];
export const passcodesSchema = z.object({ discounts: z.boolean(), cash_drawer: z.boolean(), voids: z.boolean() });
export type Passcodes = z.infer<typeof passcodesSchema>;
export const noPasscodes: Passcodes = { discounts: false, cash_drawer: false, voids: false };

/** SPEC §5: the login PIN of the order app is 4 digits. */
export const loginPin = () => z.string({ error: STAFF_V.pin }).regex(/^\d{4}$/, STAFF_V.pin);

export const staffMemberSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** First and last name, for lists (SPEC §3 Staff: name). */
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(staffRoles),
  user: z.object({ _id: z.string(), email: z.string() }),
  locations: z.array(z.object({ location_id: z.string() })),
  /** Effective flags: stored ones over the role's defaults. */
  permissions: permissionsSchema,
  passcodes: passcodesSchema,
  /** The PIN itself is never sent back (docs/decisions.md); only whether one is set. */
  has_login_pin: z.boolean(),
  /** Invited and not yet signed in for the first time (set a password with the mailed code). */
  invitation_pending: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const staffFields = {
  first_name: personName(),
  last_name: personName(),
  phone: optionalPhone(),
  role: z.enum(staffRoles, { error: 'validation.choice' }),
  locations: z.array(plainString().max(64), { error: STAFF_V.locations }).min(1, STAFF_V.locations).max(200),
  permissions: permissionsSchema,
  passcodes: passcodesSchema.default(noPasscodes),
  /** Blank: none on create, unchanged on update. */
  login_pin: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(loginPin().optional()),
};

/** POST staff: a new e-mail is invited (a mailed code sets the password); an existing user is added. */
export const staffCreateRequest = z.object({ email: email(), ...staffFields });
export type StaffCreateRequest = z.input<typeof staffCreateRequest>;
/** PUT staff/{id}: everything but the e-mail. */
export const staffUpdateRequest = z.object(staffFields);
export type StaffUpdateRequest = z.input<typeof staffUpdateRequest>;

export const staffsReply = z.object({ staffs: z.array(staffMemberSchema) });
export const staffReply = z.object({ staff: staffMemberSchema, message: z.string().optional() });
export const staffDeletedReply = z.object({ message: z.string() });
