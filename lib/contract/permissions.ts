import { z } from 'zod';
import { permissionKeys, type PermissionKey } from './plain/permissions';

export * from './plain/permissions';

export const permissionsSchema = z.object(
  Object.fromEntries(permissionKeys.map((k) => [k, z.boolean()])) as Record<PermissionKey, z.ZodBoolean>,
);
export type Permissions = z.infer<typeof permissionsSchema>;

export const allPermissions = (value: boolean): Permissions =>
  Object.fromEntries(permissionKeys.map((k) => [k, value])) as Permissions;
