import { z } from 'zod';
import {
  deliveryZoneIdQuery,
  deliveryZoneRequest,
  locationZonesReply,
  zoneImportQuery,
  zoneKindQuery,
  zoneQuoteQuery,
  zoneQuoteReply,
  zonesCopiedReply,
  zonesCopyRequest,
  zonesFeatureCollectionSchema,
  zonesImportRequest,
  zoneStatsReply,
} from './delivery-zones';
import { slotLoadQuery, slotLoadReply } from './order-throttle';
import { cateringSettingsReply, cateringSettingsRequest, settingsReply, settingsRequest } from './settings';
import { blockedDatesReply, holidaysReply, storeAvailabilityReply, storeHoursSchema } from './store';
import { storeAvailabilityRequest } from './store-availability';
import { storeDesignReply, storeDesignRequest } from './store-design';
import { blockedDateRequest, holidayRequest, newHolidayRequest } from './store-holidays';
import { hoursChangeRequest, hoursRequest, openAtQuery, openAtReply } from './store-hours';
import { businessInfoReply, businessInfoRequest, locationReply, locationRequest } from './store-profile';
import { scheduledOrdersQuery, scheduledOrdersReply } from './store-scheduled-orders';
import { embedScriptReply, websiteWidgetReply, websiteWidgetRequest } from './website-widget';
import { created, tagged } from './openapi-types';

/** Row ids SPEC §7 passes in the query (path parameters are `:id` only). */
const idQuery = (name: string) => z.object({ [name]: z.string() });
export const holidayIdQuery = idQuery('holiday_id');
export const blockedDateIdQuery = idQuery('blocked_date_id');
export const hoursIdQuery = idQuery('hours_id');

const hoursReply = storeHoursSchema;

export const storeOperations = {
  ...tagged('Store setup', {
    'GET /location/scheduled-orders': {
      summary: 'Scheduled orders in a range (before closing a day)',
      query: scheduledOrdersQuery,
      reply: scheduledOrdersReply,
    },
    'GET /location/store-availability': {
      summary: 'Pauses of pickup, delivery and catering',
      reply: storeAvailabilityReply,
    },
    'POST /location/store-availability': {
      summary: 'Pause or resume a service',
      body: storeAvailabilityRequest,
      reply: storeAvailabilityReply,
    },
    'GET /business/info': { summary: "The business's own line", reply: businessInfoReply },
    'PATCH /business/info': {
      summary: "Change the business's line",
      body: businessInfoRequest,
      reply: businessInfoReply,
    },
    'PUT /location/:id': { summary: "Change a location's profile", body: locationRequest, reply: locationReply },
    'GET /location/holidays': { summary: 'Holiday hours', reply: holidaysReply },
    'POST /location/holidays': {
      summary: 'Add holiday hours (here or at every location)',
      body: newHolidayRequest,
      reply: holidaysReply,
      statuses: created,
    },
    'PUT /location/holidays': {
      summary: 'Change holiday hours',
      query: holidayIdQuery,
      body: holidayRequest,
      reply: holidaysReply,
    },
    'DELETE /location/holidays': { summary: 'Delete holiday hours', query: holidayIdQuery, reply: holidaysReply },
    'GET /location/blocked-dates': { summary: 'Dates closed to orders', reply: blockedDatesReply },
    'POST /location/blocked-dates': {
      summary: 'Block dates',
      body: blockedDateRequest,
      reply: blockedDatesReply,
      statuses: created,
    },
    'PUT /location/blocked-dates': {
      summary: 'Change blocked dates',
      query: blockedDateIdQuery,
      body: blockedDateRequest,
      reply: blockedDatesReply,
    },
    'DELETE /location/blocked-dates': {
      summary: 'Unblock dates',
      query: blockedDateIdQuery,
      reply: blockedDatesReply,
    },
    'GET /location/opening-hours': { summary: 'Business, pickup and delivery hours', reply: hoursReply },
    'POST /location/opening-hours': { summary: 'Add hour windows', body: hoursRequest, reply: hoursReply },
    'PUT /location/opening-hours': {
      summary: 'Change one hour window',
      query: hoursIdQuery,
      body: hoursChangeRequest,
      reply: hoursReply,
    },
    'PATCH /location/opening-hours': { summary: "Replace one set's whole week", body: hoursRequest, reply: hoursReply },
    'DELETE /location/opening-hours/business': {
      summary: 'Delete a business-hours window',
      query: hoursIdQuery,
      reply: hoursReply,
    },
    'DELETE /location/opening-hours/pickup': {
      summary: 'Delete a pickup window',
      query: hoursIdQuery,
      reply: hoursReply,
    },
    'DELETE /location/opening-hours/delivery': {
      summary: 'Delete a delivery window',
      query: hoursIdQuery,
      reply: hoursReply,
    },
    'DELETE /location/opening-hours/pickup/all': {
      summary: 'Clear pickup hours (back to business hours)',
      reply: hoursReply,
    },
    'DELETE /location/opening-hours/delivery/all': {
      summary: 'Clear delivery hours (back to business hours)',
      reply: hoursReply,
    },
    'GET /location/open-at': {
      summary: 'Whether the store is open at a moment',
      query: openAtQuery,
      reply: openAtReply,
    },
  }),
  ...tagged('Store design', {
    'GET /setting/banner': { summary: "The online store's look", reply: storeDesignReply },
    'PUT /setting/banner': {
      summary: "Change the online store's look",
      body: storeDesignRequest,
      reply: storeDesignReply,
    },
    'GET /catering-setting/banner': { summary: "The catering store's look", reply: storeDesignReply },
    'PUT /catering-setting/banner': {
      summary: "Change the catering store's look",
      body: storeDesignRequest,
      reply: storeDesignReply,
    },
    'GET /website-widget': { summary: "The location's website button", reply: websiteWidgetReply },
    'PUT /website-widget': {
      summary: 'Change the website button',
      body: websiteWidgetRequest,
      reply: websiteWidgetReply,
    },
    'GET /website-widget/embed-script': { summary: 'The tag to paste on a website', reply: embedScriptReply },
    'GET /widget/:id': {
      summary: 'The button as the embed script reads it (`:id` is the public key)',
      reply: websiteWidgetReply,
    },
  }),
  ...tagged('Order settings', {
    'GET /setting': { summary: 'Online-order settings', reply: settingsReply },
    'PUT /setting': { summary: 'Change online-order settings', body: settingsRequest, reply: settingsReply },
    'GET /setting/slot-load': {
      summary: 'Orders per time slot (throttling)',
      query: slotLoadQuery,
      reply: slotLoadReply,
    },
    'POST /business/setting': { summary: 'Create the default settings', reply: settingsReply },
    'GET /catering-setting': { summary: 'Catering settings', reply: cateringSettingsReply },
    'PUT /catering-setting': {
      summary: 'Change catering settings',
      body: cateringSettingsRequest,
      reply: cateringSettingsReply,
    },
  }),
  ...tagged('Delivery zones', {
    'GET /location/delivery-zone': { summary: 'Delivery and catering zones', reply: locationZonesReply },
    'POST /location/delivery-zone': {
      summary: 'Add a delivery zone',
      body: deliveryZoneRequest,
      reply: locationZonesReply,
      statuses: created,
    },
    'PUT /location/delivery-zone': {
      summary: 'Change a delivery zone',
      query: deliveryZoneIdQuery,
      body: deliveryZoneRequest,
      reply: locationZonesReply,
    },
    'DELETE /location/delivery-zone': {
      summary: 'Delete a delivery zone',
      query: deliveryZoneIdQuery,
      reply: locationZonesReply,
    },
    'POST /location/catering-delivery-zone': {
      summary: 'Add a catering zone',
      body: deliveryZoneRequest,
      reply: locationZonesReply,
      statuses: created,
    },
    'PUT /location/catering-delivery-zone': {
      summary: 'Change a catering zone',
      query: deliveryZoneIdQuery,
      body: deliveryZoneRequest,
      reply: locationZonesReply,
    },
    'DELETE /location/catering-delivery-zone': {
      summary: 'Delete a catering zone',
      query: deliveryZoneIdQuery,
      reply: locationZonesReply,
    },
    'GET /location/delivery-zone/quote': {
      summary: 'Fee and minimum for a point',
      query: zoneQuoteQuery,
      reply: zoneQuoteReply,
    },
    'GET /location/delivery-zone/export': {
      summary: 'Zones as GeoJSON',
      query: zoneKindQuery,
      reply: zonesFeatureCollectionSchema,
    },
    'POST /location/delivery-zone/import': {
      summary: 'Import zones from GeoJSON',
      query: zoneImportQuery,
      body: zonesImportRequest,
      reply: zonesCopiedReply,
      statuses: created,
    },
    'POST /location/delivery-zone/copy': {
      summary: 'Copy zones from another location',
      body: zonesCopyRequest,
      reply: zonesCopiedReply,
      statuses: created,
    },
    'GET /location/delivery-zone/stats': {
      summary: 'Orders per zone',
      query: zoneKindQuery,
      reply: zoneStatsReply,
    },
  }),
};
