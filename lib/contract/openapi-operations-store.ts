import { z } from 'zod';
import {
  zonesCopiedReply,
  zonesCopyRequest,
  zonesFeatureCollectionSchema,
  zonesImportRequest,
  zoneStatsReply,
} from './delivery-zone-tools';
import {
  deliveryZoneIdQuery,
  deliveryZoneRequest,
  locationZonesReply,
  zoneImportQuery,
  zoneKindQuery,
  zoneQuoteQuery,
  zoneQuoteReply,
} from './delivery-zones';
import { slotLoadQuery, slotLoadReply } from './order-throttle';
import { cateringSettingsReply, cateringSettingsRequest } from './settings-catering';
import { settingsReply, settingsRequest } from './settings-online-order';
import { blockedDatesReply, holidaysReply, storeAvailabilityReply, storeHoursSchema } from './store';
import { storeAvailabilityRequest } from './store-availability';
import { storeDesignReply, storeDesignRequest } from './store-design';
import { blockedDateRequest, holidayRequest, newHolidayRequest } from './store-holidays';
import { hoursChangeRequest, hoursRequest, openAtQuery, openAtReply } from './store-hours';
import { businessInfoReply, businessInfoRequest, locationReply, locationRequest } from './store-profile';
import { scheduledOrdersQuery, scheduledOrdersReply } from './store-scheduled-orders';
import { embedScriptReply, websiteWidgetReply, websiteWidgetRequest } from './website-widget';
import { created, op, tagged, withBody, withQuery, withQueryAndBody } from './openapi-types';

/** Row ids SPEC §7 passes in the query (path parameters are `:id` only). */
const idQuery = (name: string) => z.object({ [name]: z.string() });
export const holidayIdQuery = idQuery('holiday_id');
export const blockedDateIdQuery = idQuery('blocked_date_id');
export const hoursIdQuery = idQuery('hours_id');

const hoursReply = storeHoursSchema;

export const storeOperations = {
  ...tagged('Store setup', {
    'GET /location/scheduled-orders': withQuery(
      'Scheduled orders in a range (before closing a day)',
      scheduledOrdersQuery,
      scheduledOrdersReply,
    ),
    'GET /location/store-availability': op('Pauses of pickup, delivery and catering', storeAvailabilityReply),
    'POST /location/store-availability': withBody(
      'Pause or resume a service',
      storeAvailabilityRequest,
      storeAvailabilityReply,
    ),
    'GET /business/info': op("The business's own line", businessInfoReply),
    'PATCH /business/info': withBody("Change the business's line", businessInfoRequest, businessInfoReply),
    'PUT /location/:id': withBody("Change a location's profile", locationRequest, locationReply),
    'GET /location/holidays': op('Holiday hours', holidaysReply),
    'POST /location/holidays': withBody(
      'Add holiday hours (here or at every location)',
      newHolidayRequest,
      holidaysReply,
      created,
    ),
    'PUT /location/holidays': withQueryAndBody('Change holiday hours', holidayIdQuery, holidayRequest, holidaysReply),
    'DELETE /location/holidays': withQuery('Delete holiday hours', holidayIdQuery, holidaysReply),
    'GET /location/blocked-dates': op('Dates closed to orders', blockedDatesReply),
    'POST /location/blocked-dates': withBody('Block dates', blockedDateRequest, blockedDatesReply, created),
    'PUT /location/blocked-dates': withQueryAndBody(
      'Change blocked dates',
      blockedDateIdQuery,
      blockedDateRequest,
      blockedDatesReply,
    ),
    'DELETE /location/blocked-dates': withQuery('Unblock dates', blockedDateIdQuery, blockedDatesReply),
    'GET /location/opening-hours': op('Business, pickup and delivery hours', hoursReply),
    'POST /location/opening-hours': withBody('Add hour windows', hoursRequest, hoursReply),
    'PUT /location/opening-hours': withQueryAndBody(
      'Change one hour window',
      hoursIdQuery,
      hoursChangeRequest,
      hoursReply,
    ),
    'PATCH /location/opening-hours': withBody("Replace one set's whole week", hoursRequest, hoursReply),
    'DELETE /location/opening-hours/business': withQuery('Delete a business-hours window', hoursIdQuery, hoursReply),
    'DELETE /location/opening-hours/pickup': withQuery('Delete a pickup window', hoursIdQuery, hoursReply),
    'DELETE /location/opening-hours/delivery': withQuery('Delete a delivery window', hoursIdQuery, hoursReply),
    'DELETE /location/opening-hours/pickup/all': op('Clear pickup hours (back to business hours)', hoursReply),
    'DELETE /location/opening-hours/delivery/all': op('Clear delivery hours (back to business hours)', hoursReply),
    'GET /location/open-at': withQuery('Whether the store is open at a moment', openAtQuery, openAtReply),
  }),
  ...tagged('Store design', {
    'GET /setting/banner': op("The online store's look", storeDesignReply),
    'PUT /setting/banner': withBody("Change the online store's look", storeDesignRequest, storeDesignReply),
    'GET /catering-setting/banner': op("The catering store's look", storeDesignReply),
    'PUT /catering-setting/banner': withBody("Change the catering store's look", storeDesignRequest, storeDesignReply),
    'GET /website-widget': op("The location's website button", websiteWidgetReply),
    'PUT /website-widget': withBody('Change the website button', websiteWidgetRequest, websiteWidgetReply),
    'GET /website-widget/embed-script': op('The tag to paste on a website', embedScriptReply),
    'GET /widget/:id': op('The button as the embed script reads it (`:id` is the public key)', websiteWidgetReply),
  }),
  ...tagged('Order settings', {
    'GET /setting': op('Online-order settings', settingsReply),
    'PUT /setting': withBody('Change online-order settings', settingsRequest, settingsReply),
    'GET /setting/slot-load': withQuery('Orders per time slot (throttling)', slotLoadQuery, slotLoadReply),
    'POST /business/setting': op('Create the default settings', settingsReply),
    'GET /catering-setting': op('Catering settings', cateringSettingsReply),
    'PUT /catering-setting': withBody('Change catering settings', cateringSettingsRequest, cateringSettingsReply),
  }),
  ...tagged('Delivery zones', {
    'GET /location/delivery-zone': op('Delivery and catering zones', locationZonesReply),
    'POST /location/delivery-zone': withBody('Add a delivery zone', deliveryZoneRequest, locationZonesReply, created),
    'PUT /location/delivery-zone': withQueryAndBody(
      'Change a delivery zone',
      deliveryZoneIdQuery,
      deliveryZoneRequest,
      locationZonesReply,
    ),
    'DELETE /location/delivery-zone': withQuery('Delete a delivery zone', deliveryZoneIdQuery, locationZonesReply),
    'POST /location/catering-delivery-zone': withBody(
      'Add a catering zone',
      deliveryZoneRequest,
      locationZonesReply,
      created,
    ),
    'PUT /location/catering-delivery-zone': withQueryAndBody(
      'Change a catering zone',
      deliveryZoneIdQuery,
      deliveryZoneRequest,
      locationZonesReply,
    ),
    'DELETE /location/catering-delivery-zone': withQuery(
      'Delete a catering zone',
      deliveryZoneIdQuery,
      locationZonesReply,
    ),
    'GET /location/delivery-zone/quote': withQuery('Fee and minimum for a point', zoneQuoteQuery, zoneQuoteReply),
    'GET /location/delivery-zone/export': withQuery('Zones as GeoJSON', zoneKindQuery, zonesFeatureCollectionSchema),
    'POST /location/delivery-zone/import': withQueryAndBody(
      'Import zones from GeoJSON',
      zoneImportQuery,
      zonesImportRequest,
      zonesCopiedReply,
      created,
    ),
    'POST /location/delivery-zone/copy': withBody(
      'Copy zones from another location',
      zonesCopyRequest,
      zonesCopiedReply,
      created,
    ),
    'GET /location/delivery-zone/stats': withQuery('Orders per zone', zoneKindQuery, zoneStatsReply),
  }),
};
