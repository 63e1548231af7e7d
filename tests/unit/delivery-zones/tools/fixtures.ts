import type { DeliveryZone } from '@/lib/contract/delivery-zones';
import { squareRing } from '@/lib/contract/zone-geometry';

/** Montréal, the fixtures' store. */
export const STORE: [number, number] = [-73.5673, 45.5017];

const base = {
  address: '',
  allow_free_delivery: false,
  free_delivery_order_value: null,
  taxes: [],
  is_custom_date: false,
  from_date: null,
  to_date: null,
};

/** A 3 km circle around the store: $5.00 fee, $20.00 minimum, free from $60.00. */
export const wide: DeliveryZone = {
  ...base,
  _id: 'z-wide',
  name: 'Three km',
  map_shape: 'circle',
  radius: 3000,
  locations: { type: 'Point', coordinates: STORE },
  delivery_minimum_amount: 2000,
  delivery_rate: 500,
  allow_free_delivery: true,
  free_delivery_order_value: 6000,
  colour: '#1e88e5',
};

/** A 1 km-wide downtown square inside it: $2.50 fee, $15.00 minimum. */
export const downtown: DeliveryZone = {
  ...base,
  _id: 'z-down',
  name: 'Downtown',
  map_shape: 'square',
  radius: 0,
  locations: { type: 'Polygon', coordinates: [squareRing(STORE, 500)] },
  delivery_minimum_amount: 1500,
  delivery_rate: 250,
  colour: '#e53935',
};

/** Far away (Québec City), overlapping nothing. */
export const far: DeliveryZone = {
  ...wide,
  _id: 'z-far',
  name: 'Québec',
  locations: { type: 'Point', coordinates: [-71.2082, 46.8139] },
  radius: 2000,
};
