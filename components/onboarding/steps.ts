import type { OnboardingFlag } from '@/lib/contract';
import { onboardingFlags, permissionFamilies } from '@/lib/contract';
import { isRouteAllowed, type MenuContext } from '@/lib/navigation';
import { paths } from '@/lib/paths';

/** Where each step is done: a page to open, or the test order placed from the checklist. */
export type StepAction = { kind: 'link'; href: string } | { kind: 'testOrder' };

const actions: Record<OnboardingFlag, StepAction> = {
  // The step is "Store Hours": it leads to the hours tab.
  store_setup: { kind: 'link', href: `${paths.storeSetup}?tab=hours` },
  menu_manager: { kind: 'link', href: paths.menu },
  online_ordering_setup: { kind: 'link', href: paths.onlineOrderSettings },
  payment_setup: { kind: 'link', href: paths.billing },
  website_widget_setup: { kind: 'link', href: paths.websiteWidget },
  restaurant_app_setup: { kind: 'link', href: paths.pos },
  place_a_test_order: { kind: 'testOrder' },
};

/** SPEC §2's seven steps, in its order (the contract lists the flags in that order). */
export const onboardingSteps = onboardingFlags.map((flag) => ({ flag, action: actions[flag] }));

/**
 * Whether this member can do the step: open its page (the route gate), or place the test order
 * (the flag POST order/test asks for). Until the account is loaded every step is offered.
 */
export function canDoStep(action: StepAction, ctx: MenuContext | null): boolean {
  if (!ctx) return true;
  if (action.kind === 'link') return isRouteAllowed(action.href, ctx);
  return !!ctx.permissions?.[permissionFamilies.orders];
}
