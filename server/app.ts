import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { t, pickLang } from './i18n';
import { BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '../lib/contract';
import { clientAddress } from '../lib/contract/client-address';
import { logger } from '../lib/log/logger';
import { ApiError } from './lib/http';
import { requestLog } from './lib/request-log';
import { accountRoutes } from './routes/account';
import { billingRoutes } from './routes/billing';
import { businessRoutes } from './routes/business';
import { dashboardRoutes } from './routes/dashboard';
import { devRoutes } from './routes/dev';
import { orderRoutes } from './routes/orders';
import { categoriesRoutes } from './routes/categories';
import { itemsRoutes } from './routes/items';
import { manageLocationsRoutes } from './routes/manage-locations';
import { reservationsRoutes } from './routes/reservations';
import { menuToolsRoutes } from './routes/menu-tools';
import { modifierGroupsRoutes } from './routes/modifier-groups';
import { combosRoutes } from './routes/combos';
import { taxesRoutes } from './routes/taxes';
import { customersRoutes } from './routes/customers';
import { couponsRoutes } from './routes/coupons';
import { giftCardRoutes } from './routes/gift-cards';
import { staffRoutes } from './routes/staff';
import { timesheetsRoutes } from './routes/timesheets';
import { staffDoordashReportRoutes } from './routes/reports-staff-doordash';
import { uploadsRoutes } from './routes/uploads';
import { appPairingRoutes } from './routes/app-pairing';
import { integrationRoutes } from './routes/integration';
import { referenceRoutes } from './routes/reference';
import { openApiRoutes } from './routes/openapi';
import { readinessRoutes } from './routes/readiness';
import { registrationRoutes } from './routes/registration';
import { sessionRoutes } from './routes/session';
import { storeHolidaysRoutes } from './routes/store-holidays';
import { storeHoursRoutes } from './routes/store-hours';
import { storeProfileRoutes } from './routes/store-profile';
import { storeAvailabilityRoutes } from './routes/store-availability';
import { storeDesignRoutes } from './routes/store-design';
import { websiteWidgetRoutes } from './routes/website-widget';
import { settingsRoutes } from './routes/settings';
import { deliveryZonesRoutes } from './routes/delivery-zones';
import { storeScheduledOrdersRoutes } from './routes/store-scheduled-orders';
import { salesSummaryRoutes } from './routes/sales-summary';
import { websiteManagerRoutes } from './routes/website-manager';
import { publicSiteRoutes } from './routes/public-site';
import { floorPlanRoutes } from './routes/floor-plan';
import { auditRoutes } from './routes/audit';
import type { AppEnv, Deps } from './types';

/** The reference /v1 API on the given dependencies. Each call makes an independent instance. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  // First, so that its line times the whole call and every later step has the request id.
  app.use('*', requestLog);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('lang', pickLang(c.req.header('accept-language')));
    // The chain ends with the peer's address (the BFF's one address in-process, the socket's
    // under `npm run api`); only TRUST_PROXY_HOPS proxies before it are believed.
    c.set('ip', clientAddress(c.req.header('x-forwarded-for'), deps.config.trustProxyHops) ?? 'local');
    await next();
  });
  // JSON bodies of this API are small; an upload carries an image of up to UPLOAD_MAX_BYTES plus
  // its multipart envelope (the route itself refuses a file over the limit with its own text).
  const jsonLimit = bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => c.json({ message: t(c.get('lang'), 'payloadTooLarge') }, 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_MAX_BYTES,
    onError: (c) => c.json({ message: t(c.get('lang'), 'uploadTooLarge') }, 413),
  });
  app.use('*', (c, next) => (c.req.path === '/v1/upload' ? uploadLimit(c, next) : jsonLimit(c, next)));

  const v1 = new Hono<AppEnv>()
    .route('/', referenceRoutes)
    .route('/', openApiRoutes)
    .route('/', readinessRoutes)
    .route('/', registrationRoutes)
    .route('/', sessionRoutes)
    .route('/', accountRoutes)
    .route('/', businessRoutes)
    .route('/', billingRoutes)
    // Before the order routes: GET /order/:id would take /order/sales_summary.
    .route('/', salesSummaryRoutes)
    .route('/', orderRoutes)
    .route('/', dashboardRoutes)
    .route('/', categoriesRoutes)
    .route('/', itemsRoutes)
    .route('/', menuToolsRoutes)
    .route('/', modifierGroupsRoutes)
    .route('/', combosRoutes)
    .route('/', storeHoursRoutes)
    .route('/', taxesRoutes)
    .route('/', customersRoutes)
    .route('/', couponsRoutes)
    .route('/', giftCardRoutes)
    .route('/', staffRoutes)
    .route('/', timesheetsRoutes)
    .route('/', staffDoordashReportRoutes)
    .route('/', manageLocationsRoutes)
    .route('/', reservationsRoutes)
    .route('/', uploadsRoutes)
    .route('/', integrationRoutes)
    .route('/', appPairingRoutes)
    .route('/', storeHolidaysRoutes)
    .route('/', storeScheduledOrdersRoutes)
    .route('/', storeAvailabilityRoutes)
    .route('/', storeDesignRoutes)
    .route('/', websiteWidgetRoutes)
    .route('/', settingsRoutes)
    .route('/', deliveryZonesRoutes)
    .route('/', websiteManagerRoutes)
    .route('/', publicSiteRoutes)
    .route('/', floorPlanRoutes)
    .route('/', auditRoutes)
    // After every other /location/… route: Hono tries routes in the order they are added, and
    // PUT /location/:id would otherwise take PUT /location/opening-hours, /holidays, /blocked-dates.
    .route('/', storeProfileRoutes)
    .route('/', devRoutes);
  app.route('/v1', v1);

  app.notFound((c) => c.json({ message: t(c.get('lang') ?? 'en', 'notFound') }, 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body(c.get('lang') ?? 'en'), err.status, err.headers);
    const lang = c.get('lang') ?? 'en';
    // The stack goes to the log only; the reply says no more than "server error".
    logger().error(
      { src: 'api', requestId: c.get('requestId'), method: c.req.method, path: c.req.path, err },
      'api failed',
    );
    return c.json({ message: t(lang, 'serverError') }, 500);
  });

  return app;
}

export type ReferenceApp = ReturnType<typeof createApp>;
