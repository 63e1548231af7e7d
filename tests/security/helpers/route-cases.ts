/**
 * What the generated security tests need to know about each route beyond its row of the route
 * table: the kind of row an `:id` route takes, and the JSON body schema of each write route. Both
 * maps are typed over the table's keys, so a new route without an entry does not compile, and
 * `uncoveredRoutes` fails the run if one slips past the types.
 */
import type { z } from 'zod';
import {
  allPermissions,
  appPairRequest,
  blockedDateRequest,
  bulkItemRequest,
  businessInfoRequest,
  businessRegisterRequest,
  categoryRequest,
  categorySortRequest,
  categoryUpdateRequest,
  cateringSettingsDefaults,
  cateringSettingsRequest,
  changeEmailRequest,
  changePasswordRequest,
  cloverLinkRequest,
  comboRequest,
  confirmEmailRequest,
  futureOrdersRequest,
  couponApplyRequest,
  couponRequest,
  doordashInvoiceRequest,
  floorRoomCreateRequest,
  floorRoomOrderRequest,
  floorRoomRenameRequest,
  floorRoomRequest,
  floorSelectedRoomRequest,
  giftCardImportRequest,
  giftCardIssueRequest,
  giftCardRedeemRequest,
  giftCardReloadRequest,
  giftCardResendRequest,
  holidayRequest,
  hoursChangeRequest,
  hoursRequest,
  itemRequest,
  itemSortRequest,
  itemUpdateRequest,
  locationRequest,
  loginRequest,
  menuCopyRequest,
  menuImportRequest,
  modifierGroupRequest,
  newHolidayRequest,
  orderAddressRequest,
  orderDateTimeRequest,
  orderStatusRequest,
  paymentConnectRequest,
  recoverPasswordRequest,
  registerRequest,
  resendEmailRequest,
  resetPasswordRequest,
  routeList,
  settingsDefaults,
  settingsRequest,
  staffCreateRequest,
  staffUpdateRequest,
  storeAvailabilityRequest,
  deliveryZoneRequest,
  zonesCopyRequest,
  zonesImportRequest,
  storeDesignRequest,
  subscriptionRequest,
  confirmPaymentRequest,
  cardRequest,
  taxRequest,
  testOrderRequest,
  timesheetRequest,
  manageLocationRequest,
  galleryAddRequest,
  gallerySortRequest,
  menuImageRequest,
  websiteFaqsRequest,
  websitePopupRequest,
  websiteSaveRequest,
  websiteSeoRequest,
  websiteWidgetRequest,
  reservationBlockDateRequest,
  reservationHoursChangeRequest,
  reservationHoursRequest,
  reservationSettingsRequest,
  type RouteEntry,
  type RouteKey,
} from '@/lib/contract';
import { stableId } from '@/server/lib/ids';
import type { Business, EntityKind } from './world';

type IdRouteKey = Extract<RouteKey, `${string}/:id${string}`>;
type WriteRouteKey = Exclude<Extract<RouteKey, `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`>, never>;

/**
 * The kind of row each `:id` route takes. `public`: the id is a capability anyone may use (an
 * uploaded image's URL, shown on the storefront), so another business's id is not refused.
 */
export const ID_ROUTE_KINDS: Record<IdRouteKey, EntityKind | 'public'> = {
  'GET /order/:id': 'order',
  'PUT /order/:id/status': 'order',
  'GET /order/:id/cancel': 'order',
  'POST /order/:id/address': 'order',
  'POST /order/:id/date-time': 'order',
  'GET /order/:id/create-driver': 'order',
  'GET /order/:id/cancel-driver': 'order',
  'PUT /category/:id': 'category',
  'DELETE /category/:id': 'category',
  'POST /category/:id/clone': 'category',
  'PUT /item/:id': 'item',
  'DELETE /item/:id': 'item',
  'POST /item/:id/clone/': 'item',
  'POST /item/:id/clone': 'item',
  'PUT /modifier-group/:id': 'modifierGroup',
  'DELETE /modifier-group/:id': 'modifierGroup',
  'POST /modifier-group/:id/clone': 'modifierGroup',
  'PUT /combo/:id': 'combo',
  'DELETE /combo/:id': 'combo',
  'POST /combo/:id/clone/': 'combo',
  'POST /combo/:id/clone': 'combo',
  'PUT /tax/:id': 'tax',
  'DELETE /tax/:id': 'tax',
  'GET /uploads/:id': 'public',
  'GET /invoice/:id/pdf': 'billingInvoice',
  // A location's public widget key: the embed script on any site reads with it.
  'GET /widget/:id': 'public',
  'PUT /location/:id': 'location',
  'DELETE /app-device/:id': 'appDevice',
  'PUT /staff/:id': 'staff',
  'DELETE /staff/:id': 'staff',
  'PUT /timesheet/:id': 'timesheet',
  'DELETE /timesheet/:id': 'timesheet',
  'PUT /manage-location/:id': 'location',
  'DELETE /manage-location/:id': 'location',
  'POST /gift-card/:id/resend': 'giftCard',
  'GET /gift-card/:id/transaction': 'giftCard',
  'GET /customer/:id/orders': 'customer',
  'GET /customer/:id/block': 'customer',
  'DELETE /customer/:id': 'customer',
  'PUT /coupon/:id': 'coupon',
  'DELETE /coupon/:id': 'coupon',
  'DELETE /order/doordash/invoice/:id': 'doordashInvoice',
  'PUT /floor-plan/room/:id': 'floorRoom',
  'PATCH /floor-plan/room/:id': 'floorRoom',
  'DELETE /floor-plan/room/:id': 'floorRoom',
};

export interface WriteCase {
  /** The zod schema the handler reads its JSON body with; null: the route reads no JSON body. */
  schema: z.ZodType | null;
  /** A body the route accepts for business `a` (A's own rows where it names any). */
  valid?: (a: Business) => unknown;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const noBody: WriteCase = { schema: null };
/** Coupon codes are unique per business: each valid body names a new one. */
let couponCounter = 0;
/** A circle zone any location accepts. */
const fuzzZone = {
  name: 'Fuzz zone',
  map_shape: 'circle',
  radius: 2000,
  locations: { type: 'Point', coordinates: [-73.57, 45.5] },
  delivery_minimum_amount: 1500,
  delivery_rate: 399,
};
const newBranch = (name: string) => ({
  name,
  address: {
    street: '200 Rue Saint-Paul',
    city: 'Montréal',
    state_province: stableId('state', 'CA-QC'),
    zip_postal_code: 'H2Y 1Z8',
    country: stableId('country', 'CA'),
  },
  contact: { phone_number: '5145550199' },
  timezone: 'America/Toronto',
});
let shiftDay = 0;
/** A shift of A's employee on a day of its own each time (shifts of one member may not overlap). */
const shiftOf = (a: Business) => ({
  staff_id: a.staffId,
  date: new Date(Date.UTC(2027, 0, 1) + ++shiftDay * 86_400_000).toISOString().slice(0, 10),
  from: '09:00',
  to: '17:00',
});

/** Room names are unique per location and table numbers per business: each valid body names new ones. */
let floorCounter = 0;
const floorRoomBody = () => ({
  name: `Saved room ${++floorCounter}`,
  width: 1200,
  height: 800,
  elements: [
    {
      _id: 't1',
      kind: 'table',
      shape: 'round',
      number: `F${++floorCounter}`,
      min_seats: 2,
      max_seats: 4,
      x: 200,
      y: 200,
      width: 90,
      height: 90,
      angle: 0,
    },
    { _id: 'w1', kind: 'wall', x: 600, y: 10, width: 1200, height: 15, angle: 0 },
  ],
  combinations: [],
});

/** Every write route: its body schema and one body it accepts. */
export const WRITE_CASES: Record<WriteRouteKey, WriteCase> = {
  'POST /user/register': {
    schema: registerRequest,
    valid: () => ({
      first_name: 'Fuzz',
      last_name: 'Case',
      email: `fuzz-${Math.random().toString(36).slice(2, 10)}@example.test`,
      password: 'Secret123',
      password_confirmation: 'Secret123',
    }),
  },
  'POST /user/email/resend': { schema: resendEmailRequest, valid: () => ({ email: 'nobody@example.test' }) },
  'POST /user/email/change': {
    schema: changeEmailRequest,
    valid: () => ({ email: 'nobody@example.test', new_email: 'other@example.test' }),
  },
  'POST /user/email/confirm': {
    schema: confirmEmailRequest,
    valid: () => ({ email: 'nobody@example.test', code: '123456', device_id: 'd'.repeat(48) }),
  },
  'POST /user/login': {
    schema: loginRequest,
    valid: (a) => ({ email: a.email, password: 'WrongPass1', device_id: 'd'.repeat(48) }),
  },
  'POST /user/logout': noBody,
  // Runs for the owner once (a world's business with orders answers 409): the demo set's own tests are in tests/api.
  'POST /dev/demo-data': noBody,
  'POST /user/password/recover': { schema: recoverPasswordRequest, valid: () => ({ email: 'nobody@example.test' }) },
  'POST /user/password/reset': {
    schema: resetPasswordRequest,
    valid: () => ({
      email: 'nobody@example.test',
      code: '123456',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      device_id: 'd'.repeat(48),
    }),
  },
  'POST /user/password/change': {
    schema: changePasswordRequest,
    valid: () => ({ current_password: 'WrongPass1', password: 'Secret456', password_confirmation: 'Secret456' }),
  },
  'POST /business/register': { schema: businessRegisterRequest },
  'POST /subscription': { schema: subscriptionRequest },
  'PUT /subscription': { schema: subscriptionRequest },
  'POST /subscription/confirm': { schema: confirmPaymentRequest, valid: () => ({ action_id: 'pi_test_none' }) },
  'POST /subscription/cancel': noBody,
  'POST /subscription/resume': noBody,
  'PUT /subscription/card': {
    schema: cardRequest,
    valid: () => ({ card_number: '4242 4242 4242 4242', card_expiry: '12/34', card_cvc: '123', card_name: 'Fuzz' }),
  },
  'POST /order/test': { schema: testOrderRequest, valid: () => ({ type: 'pickup' }) },
  'POST /order/future_order': { schema: futureOrdersRequest, valid: () => ({}) },
  'PUT /order/:id/status': { schema: orderStatusRequest, valid: () => ({ order_status: 'confirm' }) },
  'POST /order/:id/address': { schema: orderAddressRequest, valid: () => ({ address: '2 Side Street' }) },
  'POST /order/:id/date-time': { schema: orderDateTimeRequest, valid: () => ({ scheduled_at: inAnHour() }) },
  'POST /category': { schema: categoryRequest, valid: () => ({ name: 'Fuzz category' }) },
  'POST /category/sort': { schema: categorySortRequest, valid: (a) => ({ categories: [a.ids.category] }) },
  'PUT /category/:id': { schema: categoryUpdateRequest, valid: () => ({ available: false }) },
  'DELETE /category/:id': noBody,
  'POST /category/:id/clone': noBody,
  'POST /item': {
    schema: itemRequest,
    valid: (a) => ({ name: 'Fuzz item', price: 995, category_id: a.ids.category }),
  },
  'POST /item/sort': {
    schema: itemSortRequest,
    valid: (a) => ({ category_id: a.ids.category, items: [a.ids.item] }),
  },
  'POST /item/bulk': { schema: bulkItemRequest, valid: (a) => ({ item_ids: [a.ids.item], available: true }) },
  'PUT /item/:id': { schema: itemUpdateRequest, valid: () => ({ price: 1250 }) },
  'DELETE /item/:id': noBody,
  'POST /item/:id/clone/': noBody,
  'POST /item/:id/clone': noBody,
  'POST /menu/copy': { schema: menuCopyRequest, valid: (a) => ({ location_id: a.secondLocationId }) },
  'POST /menu/import': {
    schema: menuImportRequest,
    valid: () => ({
      rows: [
        {
          row: 2,
          category: 'Imported',
          name: 'Imported dish',
          price: 800,
          available: true,
          min_purchase_value: null,
        },
      ],
    }),
  },
  'POST /modifier-group': {
    schema: modifierGroupRequest,
    valid: () => ({
      name: 'Fuzz sauces',
      min_selections: 0,
      max_selections: 1,
      options: [{ name: 'Aioli', price: 75 }],
    }),
  },
  'PUT /modifier-group/:id': {
    schema: modifierGroupRequest,
    valid: () => ({ name: 'Sauces', min_selections: 0, max_selections: 2, options: [{ name: 'Aioli', price: 75 }] }),
  },
  'DELETE /modifier-group/:id': noBody,
  'POST /modifier-group/:id/clone': noBody,
  'POST /combo': {
    schema: comboRequest,
    valid: (a) => ({ name: 'Fuzz combo', price: 1800, type: 'all', items: [a.ids.item] }),
  },
  'PUT /combo/:id': {
    schema: comboRequest,
    valid: (a) => ({ name: 'Lunch combo', price: 1700, type: 'all', items: [a.ids.item] }),
  },
  'DELETE /combo/:id': noBody,
  'POST /combo/:id/clone/': noBody,
  'POST /combo/:id/clone': noBody,
  'POST /tax': { schema: taxRequest, valid: () => ({ name: 'Fuzz tax', rate: 5 }) },
  'PUT /tax/:id': { schema: taxRequest, valid: () => ({ name: 'Renamed tax', rate: 9.975 }) },
  'DELETE /tax/:id': noBody,
  'POST /staff': {
    schema: staffCreateRequest,
    valid: (a) => ({
      first_name: 'Fuzz',
      last_name: 'Member',
      email: `member-${Math.random().toString(36).slice(2, 10)}@example.test`,
      role: 'employee',
      locations: [a.locationId],
      permissions: { ...allPermissions(false), orders: true },
    }),
  },
  'PUT /staff/:id': {
    schema: staffUpdateRequest,
    valid: (a) => ({
      first_name: 'Renamed',
      last_name: 'Member',
      role: 'employee',
      locations: [a.locationId],
      permissions: { ...allPermissions(false), orders: true },
    }),
  },
  'DELETE /staff/:id': noBody,
  'POST /timesheet/add': { schema: timesheetRequest, valid: (a) => shiftOf(a) },
  'PUT /timesheet/:id': { schema: timesheetRequest, valid: (a) => shiftOf(a) },
  'DELETE /timesheet/:id': noBody,
  // Always the same period: each call replaces the last import of it (world.ts's invoice is of another month).
  'POST /order/doordash/invoice': {
    schema: doordashInvoiceRequest,
    valid: () => ({
      from: '2027-02-01',
      to: '2027-02-28',
      csv: 'your order id,order value,drive fee,dasher tip\n1001,20.00,9.75,3.00',
    }),
  },
  'DELETE /order/doordash/invoice/:id': noBody,
  'POST /floor-plan/room': { schema: floorRoomCreateRequest, valid: () => ({ name: `Fuzz room ${++floorCounter}` }) },
  'PUT /floor-plan/room/:id': { schema: floorRoomRequest, valid: floorRoomBody },
  'PATCH /floor-plan/room/:id': {
    schema: floorRoomRenameRequest,
    valid: () => ({ name: `Renamed room ${++floorCounter}` }),
  },
  'DELETE /floor-plan/room/:id': noBody,
  'PUT /floor-plan/selected-room': { schema: floorSelectedRoomRequest, valid: (a) => ({ room_id: a.ids.floorRoom }) },
  // Every room of the location once: the rooms change as the tests run, so no fixed valid body.
  'PUT /floor-plan/room-order': { schema: floorRoomOrderRequest },
  'POST /manage-location': { schema: manageLocationRequest, valid: () => newBranch('Fuzz branch') },
  'PUT /manage-location/:id': { schema: manageLocationRequest, valid: () => newBranch('Renamed branch') },
  'DELETE /manage-location/:id': noBody,
  'POST /gift-card': {
    schema: giftCardIssueRequest,
    valid: () => ({ amount: 2500, buyer_email: 'buyer@example.test', payment_mode: 'cash' }),
  },
  // The code is A's card's (a.giftCardCode): another business's code is unknown (422).
  'POST /gift-card/reload-card': {
    schema: giftCardReloadRequest,
    valid: (a) => ({ code: a.giftCardCode, amount: 500, payment_mode: 'card' }),
  },
  'POST /gift-card/redeem': { schema: giftCardRedeemRequest, valid: (a) => ({ code: a.giftCardCode, amount: 1 }) },
  'POST /gift-card/:id/resend': { schema: giftCardResendRequest, valid: () => ({}) },
  'POST /gift-card/import': {
    schema: giftCardImportRequest,
    valid: () => ({ csv: 'code,balance\nFUZZCARD1234,10.00', confirm: false }),
  },
  'DELETE /customer/:id': noBody,
  'POST /coupon': {
    schema: couponRequest,
    valid: () => ({ code: `FUZZ${++couponCounter}`, kind: 'percent', amount: 10 }),
  },
  'PUT /coupon/:id': {
    schema: couponRequest,
    valid: () => ({ code: `FUZZ${++couponCounter}`, kind: 'percent', amount: 15 }),
  },
  'DELETE /coupon/:id': noBody,
  // Website manager: images name uploads of A (none in the world), ids travel in the query (none: 404).
  'POST /website-manager/save': {
    schema: websiteSaveRequest,
    valid: () => ({
      theme_color: '#aa3300',
      promotion_url: 'https://example.com/promo',
      seo: { page_title: 'Fuzz bistro', page_description: 'Fresh food', page_keywords: 'pizza, pasta' },
      social_links: { facebook: 'https://www.facebook.com/fuzz' },
    }),
  },
  'POST /website-manager/seo': {
    schema: websiteSeoRequest,
    valid: () => ({ page_title: 'Fuzz bistro', page_description: 'Fresh food', page_keywords: 'pizza' }),
  },
  'POST /website-manager/gallery': { schema: galleryAddRequest },
  'POST /website-manager/gallery/sort': { schema: gallerySortRequest },
  'DELETE /website-manager/gallery/': noBody,
  'POST /website-manager/menu': { schema: menuImageRequest },
  'DELETE /website-manager/menu/': noBody,
  'POST /website-manager/faq': {
    schema: websiteFaqsRequest,
    valid: () => ({ faqs: [{ question: 'Open late?', answer: 'Until 11 pm.' }] }),
  },
  'POST /website-manager/website-popup': {
    schema: websitePopupRequest,
    valid: () => ({ title: 'Fuzz popup', from_date: '2031-01-01', to_date: '2031-01-31' }),
  },
  'PUT /website-manager/website-popup': { schema: websitePopupRequest },
  'DELETE /website-manager/website-popup/': noBody,
  'POST /coupon/apply': {
    schema: couponApplyRequest,
    valid: () => ({
      code: 'NOSUCHCODE',
      order_type: 'pickup',
      customer: { name: 'Fuzz Customer', email: 'fuzz@example.test', phone: null },
      lines: [{ item_id: null, category_id: null, price: 1000, quantity: 1 }],
    }),
  },
  'POST /integration/clover/import': noBody,
  'PATCH /business/info': { schema: businessInfoRequest, valid: () => ({ name: 'Renamed bistro' }) },
  'PUT /location/:id': {
    schema: locationRequest,
    valid: () => ({
      name: 'Moved branch',
      address: {
        street: '200 Rue Saint-Paul',
        city: 'Montréal',
        state_province: stableId('state', 'CA-QC'),
        zip_postal_code: 'H2Y 1Z8',
        country: stableId('country', 'CA'),
        geo_location: { type: 'Point', coordinates: [-73.55, 45.51] },
      },
      contact: { phone_number: '5145550100' },
      timezone: 'America/Toronto',
    }),
  },
  'POST /location/opening-hours': {
    schema: hoursRequest,
    valid: () => ({ type: 'business', hours: [{ day: 1, opens_at: '11:00', closes_at: '14:00' }] }),
  },
  // hours_id is in the query: without one, the window is unknown (404, nothing changes).
  'PUT /location/opening-hours': { schema: hoursChangeRequest },
  'PATCH /location/opening-hours': {
    schema: hoursRequest,
    valid: () => ({ type: 'pickup', hours: [{ day: 5, opens_at: '22:00', closes_at: '02:00' }] }),
  },
  'DELETE /location/opening-hours/business': noBody,
  'DELETE /location/opening-hours/pickup': noBody,
  'DELETE /location/opening-hours/delivery': noBody,
  'DELETE /location/opening-hours/pickup/all': noBody,
  'DELETE /location/opening-hours/delivery/all': noBody,
  'POST /location/holidays': {
    schema: newHolidayRequest,
    valid: () => ({
      name: 'Fuzz holiday',
      from_date: '2031-12-25',
      to_date: '2031-12-26',
      closed: false,
      hours: [{ opens_at: '10:00', closes_at: '14:00' }],
      services: ['pickup', 'delivery'],
    }),
  },
  // holiday_id and blocked_date_id are in the query: without one the row is unknown (404, nothing changes).
  'PUT /location/holidays': { schema: holidayRequest },
  'DELETE /location/holidays': noBody,
  'POST /location/blocked-dates': {
    schema: blockedDateRequest,
    valid: () => ({ from_date: '2031-07-01', to_date: '2031-07-01', reason: 'Fuzz reason', services: ['catering'] }),
  },
  'PUT /location/blocked-dates': { schema: blockedDateRequest },
  'DELETE /location/blocked-dates': noBody,
  // Reservation setup (A is on Premium): row ids travel in the query (none: 404, nothing changes).
  'POST /reservations-settings': {
    schema: reservationSettingsRequest,
    valid: () => ({
      reservation_interval: 15,
      minimum_time_to_book: 60,
      maximum_time_to_book: 30,
      meal_duration: 90,
      min_party_size: 1,
      max_party_size: 10,
      is_restaurant_message: true,
      restaurant_message: 'Fuzz terrace',
      cancellation_policy_message: 'Fuzz policy',
      theme_color: '#aa3300',
      background_image_url: null,
      deposit_settings: { type: 'per_person', amount: 1000, from_party_size: 8 },
      reservation_hours: [{ day: 5, opens_at: '17:00', closes_at: '22:00' }],
    }),
  },
  'POST /reservations-settings/hours': {
    schema: reservationHoursRequest,
    valid: () => ({ hours: [{ day: 2, opens_at: '11:00', closes_at: '14:00' }] }),
  },
  'PUT /reservations-settings/hours': { schema: reservationHoursChangeRequest },
  'DELETE /reservations-settings/hours': noBody,
  'POST /reservations-settings/block-date': {
    schema: reservationBlockDateRequest,
    valid: () => ({ from_date: '2031-05-01', to_date: '2031-05-02', reason: 'Fuzz event' }),
  },
  'PUT /reservations-settings/block-date': { schema: reservationBlockDateRequest },
  'DELETE /reservations-settings/block-date': noBody,
  'POST /location/delivery-zone': { schema: deliveryZoneRequest, valid: () => fuzzZone },
  'POST /location/catering-delivery-zone': { schema: deliveryZoneRequest, valid: () => fuzzZone },
  // delivery_id is in the query: without one the zone is unknown (422/404, nothing changes).
  'PUT /location/delivery-zone': { schema: deliveryZoneRequest },
  'DELETE /location/delivery-zone': noBody,
  'PUT /location/catering-delivery-zone': { schema: deliveryZoneRequest },
  'DELETE /location/catering-delivery-zone': noBody,
  'POST /location/delivery-zone/import': {
    schema: zonesImportRequest,
    valid: () => ({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: fuzzZone.locations, properties: { ...fuzzZone, locations: undefined } }],
    }),
  },
  'POST /location/delivery-zone/copy': {
    schema: zonesCopyRequest,
    valid: (a) => ({ to_location_id: a.secondLocationId, kind: 'delivery' }),
  },
  'POST /location/store-availability': {
    schema: storeAvailabilityRequest,
    valid: () => ({ services: ['delivery'], pause: { minutes: 30 }, message: 'Back soon' }),
  },
  'PUT /setting/banner': {
    schema: storeDesignRequest,
    valid: () => ({ theme_color: '#aa3300', theme_type: 'dark', logo_link_url: 'https://example.com' }),
  },
  'PUT /catering-setting/banner': {
    schema: storeDesignRequest,
    valid: () => ({ theme_color: '#383232', theme_type: 'light', logo_link_url: null }),
  },
  'PUT /website-widget': {
    schema: websiteWidgetRequest,
    valid: () => ({
      theme_color: '#aa3300',
      text_color: '#ffffff',
      placement: 'bottom-left',
      layout: 'tab',
      text: 'Order here',
      icon: 'pizza',
    }),
  },
  'PUT /setting': { schema: settingsRequest, valid: () => JSON.parse(JSON.stringify(settingsDefaults)) },
  'PUT /catering-setting': {
    schema: cateringSettingsRequest,
    valid: () => JSON.parse(JSON.stringify(cateringSettingsDefaults)),
  },
  // The location comes from ?location=; no body.
  'POST /business/setting': noBody,
  // Multipart (field `file`), not JSON: the upload tests cover its body.
  'POST /upload': noBody,
  'POST /integration/clover': {
    schema: cloverLinkRequest,
    valid: () => ({ merchant_id: 'MERCHANT1', access_token: 'clover-token' }),
  },
  'DELETE /integration/clover': noBody,
  'POST /payment-provider': {
    schema: paymentConnectRequest,
    valid: () => ({ provider: 'test', account_id: 'acct_test_A1', secret_key: 'sk_test_12345678' }),
  },
  'DELETE /payment-provider': noBody,
  'POST /app-pairing/code': noBody,
  'DELETE /app-device/:id': noBody,
  // Public: a device's call; a valid body needs a live code (tests/api/server-app-pairing.test.ts).
  'POST /app-pairing': { schema: appPairRequest },
};

/** Routes of the table missing from a map keyed by route (a route added without its security entry). */
export function uncoveredRoutes(map: Record<string, unknown>, rows: readonly RouteEntry[]): string[] {
  return rows.filter((r) => !(r.key in map)).map((r) => r.key);
}

export const idRoutes = routeList.filter((r) => r.id);
export const writeRoutes = routeList.filter((r) => r.method !== 'GET');

/** The route's path below /v1 with `id` in place of `:id`. */
export const pathWith = (r: RouteEntry, id = '0123456789abcdef01234567') => r.path.slice(1).replace(':id', id);
