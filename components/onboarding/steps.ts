import type { OnboardingFlag } from '@/lib/contract';
import { onboardingFlags } from '@/lib/contract';
import { paths } from '@/lib/paths';

/** Where each step is done: a page to open, or the test order placed from the checklist. */
export type StepAction = { kind: 'link'; href: string } | { kind: 'testOrder' };

const actions: Record<OnboardingFlag, StepAction> = {
  store_setup: { kind: 'link', href: `${paths.storeSetup}?tab=store` },
  menu_manager: { kind: 'link', href: paths.menu },
  online_ordering_setup: { kind: 'link', href: paths.onlineOrderSettings },
  payment_setup: { kind: 'link', href: paths.billing },
  website_widget_setup: { kind: 'link', href: paths.websiteWidget },
  restaurant_app_setup: { kind: 'link', href: paths.pos },
  place_a_test_order: { kind: 'testOrder' },
};

/** SPEC §2's seven steps, in its order (the contract lists the flags in that order). */
export const onboardingSteps = onboardingFlags.map((flag) => ({ flag, action: actions[flag] }));
