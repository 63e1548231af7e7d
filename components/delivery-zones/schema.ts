import { z } from 'zod';
import { moneyText } from '@/lib/contract/money-text';
import {
  DEFAULT_ZONE_COLOUR,
  deliveryZoneRequest,
  type DeliveryZone,
  type DeliveryZoneRequest,
} from '@/lib/contract/delivery-zones';
import { centsToInput } from '@/lib/money';

/** The zone's shape fields, drawn on the map (not typed in the form). */
export type ShapeFields = Pick<DeliveryZoneRequest, 'map_shape' | 'radius' | 'locations'>;

/**
 * The drawer's schema: amounts typed in dollars (either decimal mark) become cents, then the whole
 * request goes through the contract's own rules (SPEC §5: fee at most 3 digits, minimum at most
 * 4, both above zero, free delivery above the minimum, dates in order), so the form refuses
 * exactly what the API would, on the same fields. A refusal of the shape lands on `locations`.
 */
export function zoneForm(shape: ShapeFields, address: string) {
  return z
    .object({
      name: z.string(),
      delivery_rate: moneyText({ required: true }),
      delivery_minimum_amount: moneyText({ required: true }),
      allow_free_delivery: z.boolean(),
      free_delivery_order_value: moneyText(),
      taxes: z.array(z.string()),
      is_custom_date: z.boolean(),
      from_date: z.string(),
      to_date: z.string(),
      colour: z.string(),
    })
    .transform((v, ctx): DeliveryZoneRequest => {
      const request: DeliveryZoneRequest = {
        ...shape,
        address,
        name: v.name,
        delivery_rate: v.delivery_rate ?? 0,
        delivery_minimum_amount: v.delivery_minimum_amount ?? 0,
        allow_free_delivery: v.allow_free_delivery,
        free_delivery_order_value: v.allow_free_delivery ? v.free_delivery_order_value : null,
        taxes: v.taxes,
        is_custom_date: v.is_custom_date,
        from_date: v.is_custom_date ? v.from_date || null : null,
        to_date: v.is_custom_date ? v.to_date || null : null,
        colour: v.colour,
      };
      const checked = deliveryZoneRequest.safeParse(request);
      if (checked.success) return request;
      for (const issue of checked.error.issues) {
        // The shape has no field of its own: every refusal of it shows in one place.
        const path = issue.path[0] === 'locations' || issue.path[0] === 'radius' ? ['locations'] : issue.path;
        ctx.addIssue({ code: 'custom', path, message: issue.message });
      }
      return z.NEVER;
    });
}

export type ZoneFormIn = z.input<ReturnType<typeof zoneForm>>;

export function toFormValues(zone: DeliveryZone | undefined, colour: string, locale: string): ZoneFormIn {
  return {
    name: zone?.name ?? '',
    delivery_rate: centsToInput(zone?.delivery_rate, locale),
    delivery_minimum_amount: centsToInput(zone?.delivery_minimum_amount, locale),
    allow_free_delivery: zone?.allow_free_delivery ?? false,
    free_delivery_order_value: centsToInput(zone?.free_delivery_order_value, locale),
    taxes: zone?.taxes ?? [],
    is_custom_date: zone?.is_custom_date ?? false,
    from_date: zone?.from_date ?? '',
    to_date: zone?.to_date ?? '',
    colour: zone?.colour ?? colour ?? DEFAULT_ZONE_COLOUR,
  };
}

/** Where the API's field errors land; anything else (the shape) shows above the fields. */
export const SERVER_FIELDS = [
  'name',
  'delivery_rate',
  'delivery_minimum_amount',
  'free_delivery_order_value',
  'taxes',
  'from_date',
  'to_date',
  'colour',
] as const;

/** A saved zone's shape fields, for a save that changes only its terms. */
export const shapeFieldsOf = (zone: DeliveryZone): ShapeFields => ({
  map_shape: zone.map_shape,
  radius: zone.radius,
  locations: zone.locations as ShapeFields['locations'],
});
