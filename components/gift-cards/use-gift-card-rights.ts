'use client';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { permissionFamilies } from '@/lib/contract/plain/permissions';

/**
 * What the signed-in member may do with cards (SPEC §6), from GET user the shell already loaded:
 * sell, import and resend need the gift-card family's flag; reload and redeem their own. Owners
 * hold every flag. Until the account has loaded, nothing is offered.
 */
export function useGiftCardRights() {
  const { user } = useCurrentLocation();
  const flags = user?.permissions;
  return {
    sell: !!flags?.[permissionFamilies.giftCards],
    reload: !!flags?.reload_card,
    redeem: !!flags?.redeem_card,
  };
}

export type GiftCardRights = ReturnType<typeof useGiftCardRights>;
