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
import { created, tagged } from './openapi-types';

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
    'GET /staff': { summary: 'The team', reply: staffsReply },
    'POST /staff': { summary: 'Add a staff member', body: staffCreateRequest, reply: staffReply, statuses: created },
    'PUT /staff/:id': { summary: 'Change a staff member', body: staffUpdateRequest, reply: staffReply },
    'DELETE /staff/:id': { summary: 'Remove a staff member', reply: staffDeletedReply },
    'GET /timesheet': { summary: "A day's shifts", query: timesheetQuery, reply: timesheetsReply },
    'POST /timesheet/add': { summary: 'Add a shift', body: timesheetRequest, reply: timesheetReply, statuses: created },
    'PUT /timesheet/:id': { summary: 'Change a shift', body: timesheetRequest, reply: timesheetReply },
    'DELETE /timesheet/:id': { summary: 'Delete a shift', reply: messageReply },
  }),
  ...tagged('Locations', {
    'GET /manage-location': { summary: "The business's locations", reply: manageLocationsReply },
    'POST /manage-location': {
      summary: 'Add a location',
      body: manageLocationRequest,
      reply: manageLocationReply,
      statuses: created,
    },
    'PUT /manage-location/:id': {
      summary: 'Change a location',
      body: manageLocationRequest,
      reply: manageLocationReply,
    },
    'DELETE /manage-location/:id': { summary: 'Delete a location', reply: messageReply },
    'GET /business/search': {
      summary: "Find a business by its owner's e-mail and send them a link code",
      query: businessSearchParams,
      reply: businessSearchReply,
    },
    'GET /manage-location/verify': {
      summary: "Link the other business's location with the code",
      query: linkCodeQuery,
      reply: manageLocationReply,
    },
    'GET /public/locations': {
      summary: 'Every location of a business (the multi-location page)',
      query: slugQuery,
      reply: publicLocationsReply,
    },
  }),
  ...tagged('Website', {
    'GET /website-manager': { summary: "The business's website", reply: website },
    'POST /website-manager/save': { summary: 'Save the website', body: websiteSaveRequest, reply: website },
    'POST /website-manager/seo': { summary: 'Save search-engine texts', body: websiteSeoRequest, reply: website },
    'POST /website-manager/gallery': {
      summary: 'Add a gallery image',
      body: galleryAddRequest,
      reply: website,
      statuses: created,
    },
    'POST /website-manager/gallery/sort': { summary: 'Reorder the gallery', body: gallerySortRequest, reply: website },
    'DELETE /website-manager/gallery/': { summary: 'Delete a gallery image', query: galleryIdQuery, reply: website },
    'POST /website-manager/menu': {
      summary: 'Add a menu page image',
      body: menuImageRequest,
      reply: website,
      statuses: created,
    },
    'DELETE /website-manager/menu/': {
      summary: 'Delete a menu page image',
      query: menuImageDeleteQuery,
      reply: website,
    },
    'POST /website-manager/faq': { summary: 'Save the FAQ', body: websiteFaqsRequest, reply: website },
    'POST /website-manager/website-popup': {
      summary: 'Create a popup',
      body: websitePopupRequest,
      reply: website,
      statuses: created,
    },
    'PUT /website-manager/website-popup': {
      summary: 'Change a popup',
      query: popupIdQuery,
      body: websitePopupRequest,
      reply: website,
    },
    'DELETE /website-manager/website-popup/': { summary: 'Delete a popup', query: popupIdQuery, reply: website },
    'GET /public/site': { summary: 'The public website (/s/{slug})', query: slugQuery, reply: publicSiteReply },
  }),
  ...tagged('Reservations', {
    'GET /floor-plan': { summary: 'Rooms and tables', reply: floorPlanReply },
    'POST /floor-plan/room': {
      summary: 'Add a room',
      body: floorRoomCreateRequest,
      reply: floorPlanReply,
      statuses: created,
    },
    'PUT /floor-plan/room/:id': { summary: "Save a room's tables", body: floorRoomRequest, reply: floorPlanReply },
    'PATCH /floor-plan/room/:id': { summary: 'Rename a room', body: floorRoomRenameRequest, reply: floorPlanReply },
    'DELETE /floor-plan/room/:id': { summary: 'Delete a room', reply: floorPlanReply },
    'PUT /floor-plan/selected-room': {
      summary: 'Remember the room shown',
      body: floorSelectedRoomRequest,
      reply: floorPlanReply,
    },
    'PUT /floor-plan/room-order': { summary: 'Reorder rooms', body: floorRoomOrderRequest, reply: floorPlanReply },
    'GET /reservations-settings': { summary: 'Reservation setup', reply: reservationsReply },
    'POST /reservations-settings': {
      summary: 'Save reservation settings',
      body: reservationSettingsRequest,
      reply: reservationsReply,
    },
    'POST /reservations-settings/hours': {
      summary: 'Add reservation hours',
      body: reservationHoursRequest,
      reply: reservationHoursReply,
      statuses: created,
    },
    'PUT /reservations-settings/hours': {
      summary: 'Change reservation hours',
      query: reservationHoursIdQuery,
      body: reservationHoursChangeRequest,
      reply: reservationHoursReply,
    },
    'DELETE /reservations-settings/hours': {
      summary: 'Delete reservation hours',
      query: reservationHoursIdQuery,
      reply: reservationHoursReply,
    },
    'POST /reservations-settings/block-date': {
      summary: 'Block dates for reservations',
      body: reservationBlockDateRequest,
      reply: reservationBlockDatesReply,
      statuses: created,
    },
    'PUT /reservations-settings/block-date': {
      summary: 'Change blocked reservation dates',
      query: reservationBlockIdQuery,
      body: reservationBlockDateRequest,
      reply: reservationBlockDatesReply,
    },
    'DELETE /reservations-settings/block-date': {
      summary: 'Unblock reservation dates',
      query: reservationBlockIdQuery,
      reply: reservationBlockDatesReply,
    },
    'GET /public/reservations': {
      summary: 'The public "book a table" page',
      query: reservationPageQuery,
      reply: publicReservationReply,
    },
  }),
};
