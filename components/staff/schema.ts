import { z } from 'zod';
import {
  allPermissions,
  noPasscodes,
  staffCreateRequest,
  staffUpdateRequest,
  type Permissions,
  type StaffCreateRequest,
  type StaffMember,
  type StaffUpdateRequest,
} from '@/lib/contract';

/**
 * The drawer's schemas: the contract's requests as they are. On edit the e-mail is shown but not
 * sent (it is the member's login; PUT staff/{id} does not take it).
 */
export const staffCreateForm = staffCreateRequest;
export const staffEditForm = staffUpdateRequest.extend({ email: z.string() });

export type StaffFormIn = z.input<typeof staffCreateForm>;
export type StaffFormOut = z.output<typeof staffCreateForm> | z.output<typeof staffEditForm>;

/** A new member starts as an Employee who may take orders (the role's defaults on the server). */
export const NEW_MEMBER_PERMISSIONS: Permissions = { ...allPermissions(false), orders: true };

export function toFormValues(member: StaffMember | undefined, defaultLocation: string | undefined): StaffFormIn {
  if (!member)
    return {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      role: 'employee',
      locations: defaultLocation ? [defaultLocation] : [],
      permissions: NEW_MEMBER_PERMISSIONS,
      passcodes: noPasscodes,
      login_pin: '',
    };
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.user.email,
    phone: member.phone ?? '',
    role: member.role,
    locations: member.locations.map((l) => l.location_id),
    permissions: member.permissions,
    passcodes: member.passcodes,
    // Never sent back by the server: blank keeps the current PIN.
    login_pin: '',
  };
}

export function toRequest(values: StaffFormOut, editing: boolean): StaffCreateRequest | StaffUpdateRequest {
  if (!editing) return values as StaffCreateRequest;
  const { email: _email, ...rest } = values;
  return rest;
}

export const SERVER_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'role', 'locations', 'login_pin'] as const;
