import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { depositTypes } from '../../../lib/contract/plain/reservations';
import { elementKinds, tableShapes, type CombinationInput } from '../../../lib/contract/plain/floor-plan';
import { id, ts, createdAt } from './columns';
import { businessColumn, locationColumn, locations } from './accounts';

/** Reservations: their settings, hours, blocked dates and the floor plan. */

/**
 * Reservation setup of a location (issue 19, Premium; lib/contract/reservations.ts). No row: the
 * location reads RESERVATION_DEFAULTS. Minutes but for the maximum time ahead (days); cents.
 */
export const reservationSettings = pgTable(
  'reservation_settings',
  {
    locationId: text('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    businessId: businessColumn(),
    intervalMinutes: integer('interval_minutes').notNull(),
    minimumAheadMinutes: integer('minimum_ahead_minutes').notNull(),
    maximumAheadDays: integer('maximum_ahead_days').notNull(),
    mealMinutes: integer('meal_minutes').notNull(),
    minPartySize: integer('min_party_size').notNull(),
    maxPartySize: integer('max_party_size').notNull(),
    isRestaurantMessage: boolean('is_restaurant_message').notNull(),
    restaurantMessage: text('restaurant_message').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    themeColor: text('theme_color').notNull(),
    backgroundImageUrl: text('background_image_url'),
    depositType: text('deposit_type', { enum: depositTypes }).notNull(),
    depositCents: integer('deposit_cents').notNull(),
    depositFromPartySize: integer('deposit_from_party_size').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'reservation_settings_meal_check',
      sql`${t.mealMinutes} >= ${t.intervalMinutes} and ${t.intervalMinutes} > 0`,
    ),
    check('reservation_settings_party_check', sql`${t.minPartySize} between 1 and ${t.maxPartySize}`),
    check('reservation_settings_deposit_check', sql`${t.depositCents} >= 0`),
  ],
);

/** The week of booking hours of a location: windows as opening_hours keeps them (minutes after local midnight). */
export const reservationHours = pgTable(
  'reservation_hours',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    day: integer('day').notNull(),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_hours_location_idx').on(t.locationId),
    check('reservation_hours_day_check', sql`${t.day} between 0 and 6`),
    check('reservation_hours_times_check', sql`${t.opensAt} between 0 and 1439 and ${t.closesAt} between 0 and 1439`),
  ],
);

/** Days (a day or a range, local calendar days) on which a location takes no bookings, and why. */
export const reservationBlockDates = pgTable(
  'reservation_block_dates',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_block_dates_location_idx').on(t.locationId, t.fromDate)],
);

/**
 * The floor plan of a location (issue 19, Premium; lib/contract/floor-plan.ts): its rooms in tab
 * order, each with the tables that may be joined (`combinations`, keys of its tables). Lengths in
 * centimetres, stored as double precision so a reload gives back the very numbers saved.
 */
export const floorRooms = pgTable(
  'floor_rooms',
  {
    id: id(),
    businessId: businessColumn(),
    locationId: locationColumn(),
    name: text('name').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    position: integer('position').notNull(),
    combinations: jsonb('combinations').$type<CombinationInput[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('floor_rooms_location_idx').on(t.locationId, t.position),
    uniqueIndex('floor_rooms_name_idx').on(t.locationId, sql`lower(${t.name})`),
  ],
);

/**
 * What is drawn in a room, in drawing order (`position`). `key` is the editor's id of the element,
 * unique within its room (a whole-room save keeps it, so combinations keep naming their tables).
 * A table's number is unique in the whole business, whatever the case.
 */
export const floorElements = pgTable(
  'floor_elements',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => floorRooms.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    businessId: businessColumn(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: elementKinds }).notNull(),
    shape: text('shape', { enum: tableShapes }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    angle: doublePrecision('angle').notNull(),
    number: text('number'),
    minSeats: integer('min_seats'),
    maxSeats: integer('max_seats'),
    text: text('text'),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.key] }),
    uniqueIndex('floor_elements_number_idx')
      .on(t.businessId, sql`lower(${t.number})`)
      .where(sql`${t.number} is not null`),
    check(
      'floor_elements_table_check',
      sql`(${t.kind} = 'table') = (${t.number} is not null and ${t.shape} is not null and ${t.minSeats} >= 1 and ${t.minSeats} <= ${t.maxSeats})`,
    ),
  ],
);

/** The room the floor-plan editor of a location opens on (SPEC §3 selectedRoom); no row: the first room. */
export const floorPlans = pgTable('floor_plans', {
  locationId: text('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  businessId: businessColumn(),
  selectedRoomId: text('selected_room_id').references(() => floorRooms.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
