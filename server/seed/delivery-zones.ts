import { squareRing, type DeliveryZoneInput, type LngLat } from '../../lib/contract';
import type { Db } from '../db/client';
import { addZones } from '../services/delivery-zones';

/** The demo stores' pins ([lng, lat]); their delivery orders are placed around them. */
export const DEMO_PINS = {
  vieuxMontreal: [-73.5562, 45.5029] as LngLat,
  plateau: [-73.5803, 45.5236] as LngLat,
};

const zone = (z: Partial<DeliveryZoneInput> & Pick<DeliveryZoneInput, 'name' | 'map_shape' | 'locations'>) => ({
  radius: 0,
  address: '',
  delivery_minimum_amount: 2000,
  delivery_rate: 499,
  allow_free_delivery: false,
  free_delivery_order_value: null,
  taxes: [],
  is_custom_date: false,
  from_date: null,
  to_date: null,
  colour: '#1e88e5',
  ...z,
});

/**
 * Demo delivery zones, so the zone editor opens on something (issue 14): at Vieux-Montréal a
 * 3 km circle and a larger square of the old town and port (cheaper, free above $60; about
 * 2.5 km², so a smaller zone drawn on the store wins there); at the Plateau one 2.5 km circle.
 * No catering zones: the demo's catering is off.
 */
export async function seedDeliveryZones(
  db: Db,
  at: { businessId: string; firstLocationId: string; secondLocationId: string },
): Promise<void> {
  await addZones(
    db,
    { businessId: at.businessId, locationId: at.firstLocationId },
    'delivery',
    [
      zone({
        name: 'Centre-ville',
        map_shape: 'circle',
        radius: 3000,
        locations: { type: 'Point', coordinates: DEMO_PINS.vieuxMontreal },
      }),
      zone({
        name: 'Vieux-Montréal',
        map_shape: 'square',
        locations: { type: 'Polygon', coordinates: [squareRing(DEMO_PINS.vieuxMontreal, 800)] },
        delivery_minimum_amount: 1500,
        delivery_rate: 299,
        allow_free_delivery: true,
        free_delivery_order_value: 6000,
        colour: '#2e7d32',
      }),
    ],
    'append',
  );
  await addZones(
    db,
    { businessId: at.businessId, locationId: at.secondLocationId },
    'delivery',
    [
      zone({
        name: 'Plateau',
        map_shape: 'circle',
        radius: 2500,
        locations: { type: 'Point', coordinates: DEMO_PINS.plateau },
        colour: '#8e24aa',
      }),
    ],
    'append',
  );
}
