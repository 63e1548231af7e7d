'use client';
import type { PermissionKey } from '@/lib/contract/plain/permissions';
import { useCurrentLocation } from './use-current-location';

/**
 * Whether the signed-in member holds a flag, from GET user the shell already loaded (owners hold
 * every flag). Until the account has loaded: no, so nothing gated flashes in and out.
 */
export function useHasPermission(flag: PermissionKey): boolean {
  const { user } = useCurrentLocation();
  return !!user?.permissions?.[flag];
}
