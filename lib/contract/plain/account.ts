/** The account contract's constants (account.ts has the schemas), without zod: the shell and the checklist read them on every page. */

export const onboardingFlags = [
  'store_setup',
  'menu_manager',
  'online_ordering_setup',
  'payment_setup',
  'website_widget_setup',
  'restaurant_app_setup',
  'place_a_test_order',
] as const;
export type OnboardingFlag = (typeof onboardingFlags)[number];

export const roles = ['owner', 'manager', 'employee'] as const;
export type Role = (typeof roles)[number];
