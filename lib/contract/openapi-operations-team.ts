import { z } from 'zod';
import { messageReply } from './errors';
import {
  floorPlanReply,
  floorRoomCreateRequest,
  floorRoomOrderRequest,
  floorRoomRenameRequest,
  floorRoomRequest,
  floorSelectedRoomRequest,
} from './floor-plan';
import {
  businessSearchParams,
  businessSearchReply,
  manageLocationReply,
  manageLocationRequest,
  manageLocationsReply,
  publicLocationsReply,
} from './manage-locations';
import { publicSiteReply } from './public-site';
import {
  publicReservationReply,
  reservationBlockDateRequest,
  reservationBlockDatesReply,
  reservationHoursChangeRequest,
  reservationHoursReply,
  reservationHoursRequest,
  reservationSettingsRequest,
  reservationsReply,
} from './reservations';
import { staffCreateRequest, staffDeletedReply, staffReply, staffsReply, staffUpdateRequest } from './staff';
import { timesheetQuery, timesheetReply, timesheetRequest, timesheetsReply } from './timesheets';
import {
  galleryAddRequest,
  gallerySortRequest,
  menuImageDeleteQuery,
  menuImageRequest,
  websiteFaqsRequest,
  websiteManagerReply,
  websitePopupRequest,
  websiteSaveRequest,
  websiteSeoRequest,
} from './website-manager';
import { created, op, tagged, withBody, withQuery, withQueryAndBody } from './openapi-types';

/** Public pages are found by the business's slug (and a location's, for reservations). */
export const slugQuery = z.object({ slug: z.string() });
export const reservationPageQuery = z.object({ slug: z.string(), location: z.string() });
export const linkCodeQuery = z.object({ code: z.string() });
export const galleryIdQuery = z.object({ gallery_id: z.string() });
export const popupIdQuery = z.object({ popup_id: z.string() });
export const reservationHoursIdQuery = z.object({ hours_id: z.string() });
export const reservationBlockIdQuery = z.object({ block_date_id: z.string() });

const website = websiteManagerReply;

export const teamOperations = {
  ...tagged('Staff', {
    'GET /staff': op('The team', staffsReply),
    'POST /staff': withBody('Add a staff member', staffCreateRequest, staffReply, created),
    'PUT /staff/:id': withBody('Change a staff member', staffUpdateRequest, staffReply),
    'DELETE /staff/:id': op('Remove a staff member', staffDeletedReply),
    'GET /timesheet': withQuery("A day's shifts", timesheetQuery, timesheetsReply),
    'POST /timesheet/add': withBody('Add a shift', timesheetRequest, timesheetReply, created),
    'PUT /timesheet/:id': withBody('Change a shift', timesheetRequest, timesheetReply),
    'DELETE /timesheet/:id': op('Delete a shift', messageReply),
  }),
  ...tagged('Locations', {
    'GET /manage-location': op("The business's locations", manageLocationsReply),
    'POST /manage-location': withBody('Add a location', manageLocationRequest, manageLocationReply, created),
    'PUT /manage-location/:id': withBody('Change a location', manageLocationRequest, manageLocationReply),
    'DELETE /manage-location/:id': op('Delete a location', messageReply),
    'GET /business/search': withQuery(
      "Find a business by its owner's e-mail and send them a link code",
      businessSearchParams,
      businessSearchReply,
    ),
    'GET /manage-location/verify': withQuery(
      "Link the other business's location with the code",
      linkCodeQuery,
      manageLocationReply,
    ),
    'GET /public/locations': withQuery(
      'Every location of a business (the multi-location page)',
      slugQuery,
      publicLocationsReply,
    ),
  }),
  ...tagged('Website', {
    'GET /website-manager': op("The business's website", website),
    'POST /website-manager/save': withBody('Save the website', websiteSaveRequest, website),
    'POST /website-manager/seo': withBody('Save search-engine texts', websiteSeoRequest, website),
    'POST /website-manager/gallery': withBody('Add a gallery image', galleryAddRequest, website, created),
    'POST /website-manager/gallery/sort': withBody('Reorder the gallery', gallerySortRequest, website),
    'DELETE /website-manager/gallery/': withQuery('Delete a gallery image', galleryIdQuery, website),
    'POST /website-manager/menu': withBody('Add a menu page image', menuImageRequest, website, created),
    'DELETE /website-manager/menu/': withQuery('Delete a menu page image', menuImageDeleteQuery, website),
    'POST /website-manager/faq': withBody('Save the FAQ', websiteFaqsRequest, website),
    'POST /website-manager/website-popup': withBody('Create a popup', websitePopupRequest, website, created),
    'PUT /website-manager/website-popup': withQueryAndBody(
      'Change a popup',
      popupIdQuery,
      websitePopupRequest,
      website,
    ),
    'DELETE /website-manager/website-popup/': withQuery('Delete a popup', popupIdQuery, website),
    'GET /public/site': withQuery('The public website (/s/{slug})', slugQuery, publicSiteReply),
  }),
  ...tagged('Reservations', {
    'GET /floor-plan': op('Rooms and tables', floorPlanReply),
    'POST /floor-plan/room': withBody('Add a room', floorRoomCreateRequest, floorPlanReply, created),
    'PUT /floor-plan/room/:id': withBody("Save a room's tables", floorRoomRequest, floorPlanReply),
    'PATCH /floor-plan/room/:id': withBody('Rename a room', floorRoomRenameRequest, floorPlanReply),
    'DELETE /floor-plan/room/:id': op('Delete a room', floorPlanReply),
    'PUT /floor-plan/selected-room': withBody('Remember the room shown', floorSelectedRoomRequest, floorPlanReply),
    'PUT /floor-plan/room-order': withBody('Reorder rooms', floorRoomOrderRequest, floorPlanReply),
    'GET /reservations-settings': op('Reservation setup', reservationsReply),
    'POST /reservations-settings': withBody('Save reservation settings', reservationSettingsRequest, reservationsReply),
    'POST /reservations-settings/hours': withBody(
      'Add reservation hours',
      reservationHoursRequest,
      reservationHoursReply,
      created,
    ),
    'PUT /reservations-settings/hours': withQueryAndBody(
      'Change reservation hours',
      reservationHoursIdQuery,
      reservationHoursChangeRequest,
      reservationHoursReply,
    ),
    'DELETE /reservations-settings/hours': withQuery(
      'Delete reservation hours',
      reservationHoursIdQuery,
      reservationHoursReply,
    ),
    'POST /reservations-settings/block-date': withBody(
      'Block dates for reservations',
      reservationBlockDateRequest,
      reservationBlockDatesReply,
      created,
    ),
    'PUT /reservations-settings/block-date': withQueryAndBody(
      'Change blocked reservation dates',
      reservationBlockIdQuery,
      reservationBlockDateRequest,
      reservationBlockDatesReply,
    ),
    'DELETE /reservations-settings/block-date': withQuery(
      'Unblock reservation dates',
      reservationBlockIdQuery,
      reservationBlockDatesReply,
    ),
    'GET /public/reservations': withQuery(
      'The public "book a table" page',
      reservationPageQuery,
      publicReservationReply,
    ),
  }),
};
