/** Every route of SPEC §2 by name, so links and redirects are checked by the compiler. */
export const paths = {
  home: '/',
  public: '/public',
  register: '/register',
  signup: '/signup',
  cloverRegister: '/clover/register',
  confirmEmail: '/confirm-email',
  login: '/login',
  recoverPassword: '/recover-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  lockscreen: '/lockscreen',
  confirmBusiness: '/confirm-business',
  business: '/business',
  notFound: '/404',
  serverError: '/500',
  dashboard: '/dashboard',
  gettingStarted: '/getting-started',
  orderHistory: '/order-history',
  billing: '/settings/billing',
} as const;

/** SPEC §2's routes, all exact. Anything else is an unknown path and answers 404 for everyone. */
const KNOWN_ROUTES = new Set<string>([
  ...Object.values(paths),
  ...'/reports/sales_summary /reports/timesheet /reports/delivery /reports/doordash /manage/menu /manage/customers /manage/coupon /manage/employees /manage/tax /manage/delivery-zones /manage/catering-delivery-zones /manage/timesheets /manage/locations /setup/store /settings/online-order /settings/catering /settings/integrations /settings/pos /future-orders /website-manager/website-setup /website-manager/gallery /website-manager/social-media /website-manager/website-popup /website-manager/faqs /reservation/setup /reservation/floor-plan'.split(' '),
]);

export const isKnownRoute = (p: string) => KNOWN_ROUTES.has(p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Pages a visitor without a session may open. */
const PUBLIC_PAGES = new Set<string>([
  paths.register,
  paths.signup,
  paths.cloverRegister,
  paths.confirmEmail,
  paths.login,
  paths.recoverPassword,
  paths.resetPassword,
  paths.notFound,
  paths.serverError,
  paths.public,
]);

/** Pages of signing in or setting up a business: pointless once both are done. */
const SIGNED_OUT_PAGES = new Set<string>([
  paths.register,
  paths.signup,
  paths.cloverRegister,
  paths.confirmEmail,
  paths.login,
  paths.recoverPassword,
  paths.resetPassword,
  paths.business,
  paths.confirmBusiness,
]);

/** Pages a signed-in user without a business may use (the rest need a business to act on). */
const NO_BUSINESS_PAGES = new Set<string>([paths.business, paths.confirmBusiness, paths.changePassword, paths.lockscreen]);

export const isPublicPage = (p: string) => PUBLIC_PAGES.has(p);
export const isSignedOutPage = (p: string) => SIGNED_OUT_PAGES.has(p);
export const allowedWithoutBusiness = (p: string) => NO_BUSINESS_PAGES.has(p) || PUBLIC_PAGES.has(p);

/** Only same-site paths may be a post-login destination (no open redirect). */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
