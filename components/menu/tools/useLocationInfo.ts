'use client';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@/lib/api/account';

/**
 * The current location and the business's others, from the account the shell already loaded
 * (GET user lists only the locations this user may see: SPEC §6).
 */
export function useLocationInfo() {
  const account = useQuery(userQuery());
  const business = account.data?.business ?? null;
  const locations = business?.locations ?? [];
  const currentId = account.data?.user.location ?? business?.location ?? null;
  const current = locations.find((l) => l._id === currentId) ?? null;
  return { business, current, others: locations.filter((l) => l._id !== current?._id), loaded: account.isSuccess };
}
