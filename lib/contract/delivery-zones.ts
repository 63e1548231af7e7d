import { z } from 'zod';
import { lineText, plainString, V } from './rules';
import { RING, RING_MAX_POINTS, validateRing, ZONE_RULE } from './zone-geometry';

/**
 * Delivery zones and catering delivery zones of a location (issue 14; SPEC §3 Delivery zone, §4
 * shapes, §5 money rules, §7 location/delivery-zone and location/catering-delivery-zone). Money
 * is integer cents; the radius is metres (docs/decisions.md: what the stored radius means). The
 * tools (GeoJSON export and import, copy to another location, past-order stats) are in
 * delivery-zone-tools.ts.
 */

export const zoneKinds = ['delivery', 'catering'] as const;
export type ZoneKind = (typeof zoneKinds)[number];
export const zoneShapes = ['circle', 'square', 'custom'] as const;
export type ZoneShape = (typeof zoneShapes)[number];

/** SPEC §5 texts for the rules this file adds (keys of the `validation` namespace). */
export const ZV = {
  feeMax: 'validation.zoneFeeMax',
  minimumMax: 'validation.zoneMinimumMax',
  positive: 'validation.moneyPositive',
  freeAboveMinimum: 'validation.freeDeliveryAboveMinimum',
  shape: 'validation.zoneShape',
  radius: 'validation.zoneRadius',
  colour: 'validation.hexColor',
  dateOrder: 'validation.dateOrder',
  date: 'validation.date',
  money: 'validation.money',
  list: 'validation.idList',
} as const;
// The keys and small rules below repeat menu's, orders' and store-profile's (same texts) so the
// zone form does not bring those modules along.
const PV = { longitude: RING.longitude, latitude: RING.latitude } as const;
const MV = { cents: ZV.money, idList: ZV.list } as const;
/** Integer cents, 0 … 999,999.99 (menu's `cents`). */
const cents = () =>
  z.number({ error: V.required }).int(MV.cents).min(0, 'validation.moneyNegative').max(99_999_999, MV.cents);
/** YYYY-MM-DD, a real calendar day (orders' `isoDay`). */
const isoDay = () =>
  z
    .string({ error: V.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, ZV.date)
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
    }, ZV.date);

/** SPEC §9: a circle drawn by a click alone has this radius (metres). */
export const DEFAULT_ZONE_RADIUS = 1500;
/** A circle wider than this (metres) is a typing slip, not a delivery area. */
export const MAX_ZONE_RADIUS = 100_000;
/** SPEC §5: the fee has at most 3 digits in dollars (999.99), the minimum at most 4 (9,999.99). */
export const ZONE_FEE_MAX_CENTS = 99_999;
export const ZONE_MINIMUM_MAX_CENTS = 999_999;
/** A zone drawn without choosing a colour. */
export const DEFAULT_ZONE_COLOUR = '#1e88e5';

const lngLat = z.tuple([
  z.number({ error: PV.longitude }).min(-180, PV.longitude).max(180, PV.longitude),
  z.number({ error: PV.latitude }).min(-90, PV.latitude).max(90, PV.latitude),
]);

/** A circle's centre, or a square's / custom zone's one closed ring (validateRing). */
export const zoneGeometrySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Point'), coordinates: lngLat }),
    z.object({
      type: z.literal('Polygon'),
      coordinates: z
        .array(z.array(lngLat).max(RING_MAX_POINTS + 1, 'validation.ringTooMany'), { error: ZV.shape })
        .length(1, ZV.shape)
        .superRefine((rings, ctx) => {
          const error = validateRing(rings[0]!);
          if (error) ctx.addIssue({ code: 'custom', message: error });
        }),
    }),
  ],
  { error: ZV.shape },
);
export type ZoneGeometryInput = z.input<typeof zoneGeometrySchema>;

export const deliveryZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  map_shape: z.enum(zoneShapes),
  /** Metres for a circle; 0 for square and custom (SPEC §4). */
  radius: z.number().int(),
  locations: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
  ]),
  address: z.string(),
  delivery_minimum_amount: z.number().int(),
  delivery_rate: z.number().int(),
  allow_free_delivery: z.boolean(),
  /** null unless allow_free_delivery. */
  free_delivery_order_value: z.number().int().nullable(),
  /** Tax ids of the location's tax list. */
  taxes: z.array(z.string()),
  is_custom_date: z.boolean(),
  /** YYYY-MM-DD, inclusive; null unless is_custom_date. */
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  colour: z.string(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const positiveCents = (max: number, maxKey: string) =>
  z
    .number({ error: V.required })
    .int(MV.cents)
    .refine((v) => v > 0, ZV.positive)
    .refine((v) => v <= max, maxKey);

const zoneFields = z.object({
  name: lineText().min(1, V.required).max(64, V.max64),
  map_shape: z.enum(zoneShapes, { error: V.choice }),
  /** Circles: 1 … MAX_ZONE_RADIUS metres (DEFAULT_ZONE_RADIUS when absent); ignored (0) otherwise. */
  radius: z.number({ error: ZV.radius }).optional(),
  locations: zoneGeometrySchema,
  address: lineText().max(255, V.max255).optional().default(''),
  delivery_minimum_amount: positiveCents(ZONE_MINIMUM_MAX_CENTS, ZV.minimumMax),
  delivery_rate: positiveCents(ZONE_FEE_MAX_CENTS, ZV.feeMax),
  allow_free_delivery: z.boolean({ error: V.required }).optional().default(false),
  free_delivery_order_value: cents().nullable().optional(),
  taxes: z.array(plainString().min(1).max(64), { error: MV.idList }).max(50, MV.idList).optional().default([]),
  is_custom_date: z.boolean({ error: V.required }).optional().default(false),
  from_date: isoDay().nullable().optional(),
  to_date: isoDay().nullable().optional(),
  colour: z
    .string({ error: ZV.colour })
    .regex(/^#[0-9a-fA-F]{6}$/, ZV.colour)
    .optional()
    .default(DEFAULT_ZONE_COLOUR),
});

/**
 * POST / PUT body (PUT: location/delivery-zone?delivery_id=, the body without delivery_id). The
 * reply normalises what the rules allow: a square or custom zone has radius 0, a circle keeps
 * the radius as drawn; the free-delivery value is null unless allowed, dates null unless dated.
 */
export const deliveryZoneRequest = zoneFields
  .superRefine((v, ctx) => {
    const wantsPoint = v.map_shape === 'circle';
    if (wantsPoint !== (v.locations.type === 'Point')) {
      ctx.addIssue({ code: 'custom', path: ['locations'], message: ZV.shape });
    }
    if (wantsPoint && v.radius !== undefined) {
      if (!Number.isInteger(v.radius) || v.radius < 1 || v.radius > MAX_ZONE_RADIUS) {
        ctx.addIssue({ code: 'custom', path: ['radius'], message: ZV.radius });
      }
    }
    if (v.allow_free_delivery) {
      if (v.free_delivery_order_value == null) {
        ctx.addIssue({ code: 'custom', path: ['free_delivery_order_value'], message: V.required });
      } else if (v.free_delivery_order_value <= v.delivery_minimum_amount) {
        ctx.addIssue({ code: 'custom', path: ['free_delivery_order_value'], message: ZV.freeAboveMinimum });
      }
    }
    if (v.is_custom_date) {
      if (!v.from_date) ctx.addIssue({ code: 'custom', path: ['from_date'], message: V.required });
      if (!v.to_date) ctx.addIssue({ code: 'custom', path: ['to_date'], message: V.required });
      if (v.from_date && v.to_date && v.from_date > v.to_date) {
        ctx.addIssue({ code: 'custom', path: ['to_date'], message: ZV.dateOrder });
      }
    }
  })
  .transform((v) => ({
    ...v,
    radius: v.map_shape === 'circle' ? (v.radius ?? DEFAULT_ZONE_RADIUS) : 0,
    free_delivery_order_value: v.allow_free_delivery ? (v.free_delivery_order_value ?? null) : null,
    from_date: v.is_custom_date ? (v.from_date ?? null) : null,
    to_date: v.is_custom_date ? (v.to_date ?? null) : null,
    colour: v.colour.toLowerCase(),
  }));
export type DeliveryZoneRequest = z.input<typeof deliveryZoneRequest>;
export type DeliveryZoneInput = z.output<typeof deliveryZoneRequest>;

/** `?delivery_id=` of PUT and DELETE. */
export const deliveryZoneIdQuery = z.object({ delivery_id: plainString().min(1, V.required).max(64) });

/**
 * Reply of GET location/delivery-zone and of every write (SPEC §7: "Responses carry
 * location.delivery.delivery_zones or location.catering.delivery_zones"): both kinds, always.
 */
export const locationZonesReply = z.object({
  location: z.object({
    _id: z.string(),
    delivery: z.object({ delivery_zones: z.array(deliveryZoneSchema) }),
    catering: z.object({ status: z.boolean(), delivery_zones: z.array(deliveryZoneSchema) }),
  }),
  message: z.string().optional(),
});
export type LocationZonesReply = z.infer<typeof locationZonesReply>;

const kindParam = z.enum(zoneKinds, { error: V.choice }).optional().default('delivery');
const coordinateParam = (key: string, min: number, max: number) =>
  z.coerce.number({ error: key }).min(min, key).max(max, key);

/**
 * GET location/delivery-zone/quote?lng=&lat=&kind=&date= : which zone applies at a point on a day
 * (the location's today when date is absent). kind=catering looks at the catering zones.
 */
export const zoneQuoteQuery = z.object({
  lng: coordinateParam(PV.longitude, -180, 180),
  lat: coordinateParam(PV.latitude, -90, 90),
  kind: kindParam,
  date: isoDay().optional(),
});
export type ZoneQuoteQuery = z.input<typeof zoneQuoteQuery>;

export const zoneQuoteReply = z.object({
  /** The zone that applies (the smallest active zone containing the point), or null: outside every zone. */
  zone: deliveryZoneSchema.nullable(),
  /** Ids of every active zone containing the point, the winner included. */
  overlapping: z.array(z.string()),
  rule: z.literal(ZONE_RULE),
});
export type ZoneQuoteReply = z.infer<typeof zoneQuoteReply>;

/** `?kind=` of export, import and stats. */
export const zoneKindQuery = z.object({ kind: kindParam });

/**
 * Import and copy add to the target's zones (`append`, the default) or take their place
 * (`replace`: the target's zones of that kind are deleted first, in the same transaction).
 */
export const zoneCopyModes = ['append', 'replace'] as const;
export const zoneImportQuery = z.object({
  kind: kindParam,
  mode: z.enum(zoneCopyModes, { error: V.choice }).optional().default('append'),
});
