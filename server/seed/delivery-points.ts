import { mulberry32 } from '../lib/random';
import type { NewOrderRow } from '../services/orders';

/** Metres per degree of latitude (and of longitude at the equator). */
const M_PER_DEGREE = 111_320;

/**
 * Drop-off points around the store for the zone map (issue 14): most within 3.5 km (denser near
 * the store), some up to 7 km, so a 3 km zone shows orders inside and out. A PRNG of its own,
 * so the orders drawn before this option existed stay the same.
 */
export function placeDeliveries(rows: NewOrderRow[], centre: [number, number], seed: number): void {
  const rng = mulberry32(seed ^ 0x2d0e5);
  const [lng, lat] = centre;
  for (const row of rows) {
    if (row.type !== 'delivery' && row.type !== 'catering') continue;
    const metres = rng() < 0.85 ? 3500 * Math.sqrt(rng()) : 3500 + 3500 * rng();
    const bearing = rng() * 2 * Math.PI;
    const north = (metres * Math.cos(bearing)) / M_PER_DEGREE;
    const east = (metres * Math.sin(bearing)) / (M_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    // Six decimals (about 10 cm), as a geocoder gives them.
    row.deliveryLongitude = Math.round((lng + east) * 1e6) / 1e6;
    row.deliveryLatitude = Math.round((lat + north) * 1e6) / 1e6;
  }
}
