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
  futureOrders: '/future-orders',
  salesSummary: '/reports/sales_summary',
  timesheetReport: '/reports/timesheet',
  deliveryReport: '/reports/delivery',
  doordashReport: '/reports/doordash',
  menu: '/manage/menu',
  customers: '/manage/customers',
  coupons: '/manage/coupon',
  /** SPEC lists the Gift Cards screen without a path (docs/decisions.md). */
  giftCards: '/manage/gift-cards',
  employees: '/manage/employees',
  tax: '/manage/tax',
  deliveryZones: '/manage/delivery-zones',
  cateringDeliveryZones: '/manage/catering-delivery-zones',
  timesheets: '/manage/timesheets',
  locations: '/manage/locations',
  /** Online store setup; its tabs are chosen with `?tab=` (SPEC §2: tab value store). */
  storeSetup: '/setup/store',
  onlineOrderSettings: '/settings/online-order',
  cateringSettings: '/settings/catering',
  billing: '/settings/billing',
  websiteWidget: '/settings/website-widget',
  integrations: '/settings/integrations',
  pos: '/settings/pos',
  activity: '/settings/activity',
  websiteSetup: '/website-manager/website-setup',
  gallery: '/website-manager/gallery',
  socialMedia: '/website-manager/social-media',
  websitePopup: '/website-manager/website-popup',
  faqs: '/website-manager/faqs',
  reservationSetup: '/reservation/setup',
  floorPlan: '/reservation/floor-plan',
} as const;

/** Signing up or in, and getting back in. */
const SIGN_IN_PAGES = [
  paths.register,
  paths.signup,
  paths.cloverRegister,
  paths.confirmEmail,
  paths.login,
  paths.recoverPassword,
  paths.resetPassword,
];
const ERROR_PAGES = [paths.notFound, paths.serverError];
/** Setting up the business the portal works on. */
const BUSINESS_SETUP_PAGES = [paths.business, paths.confirmBusiness];

/** Routes served by the other layouts (auth, permission, business, public); the rest is main. */
const NON_MAIN_ROUTES = new Set<string>([
  paths.home,
  paths.public,
  ...SIGN_IN_PAGES,
  paths.lockscreen,
  ...BUSINESS_SETUP_PAGES,
  ...ERROR_PAGES,
]);

/** SPEC §2's routes, all exact. Anything else is an unknown path and answers 404 for everyone. */
const KNOWN_ROUTES = new Set<string>(Object.values(paths));

/** Every route of the main layout (menu, breadcrumbs, content). */
export const mainRoutes: readonly string[] = Object.values(paths).filter((p) => !NON_MAIN_ROUTES.has(p));
const MAIN_ROUTES = new Set<string>(mainRoutes);

/** The path without its query, hash or trailing slash: how routes are compared. */
export function normalizePath(p: string): string {
  const bare = p.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

export const isMainRoute = (p: string) => MAIN_ROUTES.has(normalizePath(p));

export const isKnownRoute = (p: string) => KNOWN_ROUTES.has(normalizePath(p));

/** Pages a visitor without a session may open. */
const PUBLIC_PAGES = new Set<string>([...SIGN_IN_PAGES, ...ERROR_PAGES, paths.public]);

/** Pages of signing in or setting up a business: pointless once both are done. */
const SIGNED_OUT_PAGES = new Set<string>([...SIGN_IN_PAGES, ...BUSINESS_SETUP_PAGES]);

/** Pages a signed-in user without a business may use (the rest need a business to act on). */
const NO_BUSINESS_PAGES = new Set<string>([...BUSINESS_SETUP_PAGES, paths.changePassword, paths.lockscreen]);

export const isPublicPage = (p: string) => PUBLIC_PAGES.has(p);
export const isSignedOutPage = (p: string) => SIGNED_OUT_PAGES.has(p);
export const allowedWithoutBusiness = (p: string) => NO_BUSINESS_PAGES.has(p) || PUBLIC_PAGES.has(p);

/** A stand-in origin: a path resolved against it must stay on it to be same-site. */
const OWN_ORIGIN = 'http://portal.invalid';
/** Control characters (browsers strip tab and newline, so `/\t/evil` becomes `//evil`) and backslashes. */
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * Only same-site paths may be a post-login destination (no open redirect): one leading slash,
 * nothing a browser would strip or turn into a slash, and still this origin once resolved.
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARS.test(value)) return undefined;
  try {
    if (new URL(value, OWN_ORIGIN).origin !== OWN_ORIGIN) return undefined;
  } catch {
    return undefined;
  }
  return value;
}
