import { toFormValues, zoneForm, type ZoneFormIn } from '@/components/delivery-zones/schema';
import type { DeliveryZone } from '@/lib/contract/delivery-zones';

const circle = {
  map_shape: 'circle' as const,
  radius: 3000,
  locations: { type: 'Point' as const, coordinates: [-73.56, 45.5] as [number, number] },
};
const form = zoneForm(circle, '');
const values = (over: Partial<ZoneFormIn> = {}): ZoneFormIn => ({
  ...toFormValues(undefined, '#1e88e5', 'en'),
  name: 'Downtown',
  delivery_rate: '4.99',
  delivery_minimum_amount: '20',
  ...over,
});
const errors = (over: Partial<ZoneFormIn>) => {
  const r = form.safeParse(values(over));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('zone form', () => {
  test('dollars typed either way become cents in the request, with the shape drawn', () => {
    const r = form.parse(
      values({
        delivery_rate: '4,99',
        delivery_minimum_amount: '1 250,50',
        allow_free_delivery: true,
        free_delivery_order_value: '1500',
      }),
    );
    expect(r).toMatchObject({
      ...circle,
      name: 'Downtown',
      delivery_rate: 499,
      delivery_minimum_amount: 125050,
      allow_free_delivery: true,
      free_delivery_order_value: 150000,
      is_custom_date: false,
      from_date: null,
      to_date: null,
    });
  });

  test('SPEC §5: fee of 4 digits, minimum of 0, free value not above the minimum are refused on their fields', () => {
    expect(errors({ delivery_rate: '1000' })).toEqual({ delivery_rate: 'validation.zoneFeeMax' });
    expect(errors({ delivery_minimum_amount: '0' })).toEqual({ delivery_minimum_amount: 'validation.moneyPositive' });
    expect(errors({ delivery_minimum_amount: '10000' })).toEqual({
      delivery_minimum_amount: 'validation.zoneMinimumMax',
    });
    expect(errors({ allow_free_delivery: true, free_delivery_order_value: '20' })).toEqual({
      free_delivery_order_value: 'validation.freeDeliveryAboveMinimum',
    });
    expect(errors({ allow_free_delivery: true, free_delivery_order_value: '' })).toEqual({
      free_delivery_order_value: 'validation.required',
    });
  });

  test('a dated zone needs both dates in order; an undated one ignores them', () => {
    expect(errors({ is_custom_date: true, from_date: '2026-12-10', to_date: '2026-12-01' })).toEqual({
      to_date: 'validation.dateOrder',
    });
    expect(form.parse(values({ is_custom_date: false, from_date: '2026-12-10' })).from_date).toBeNull();
  });

  test('a self-crossing outline is refused in one place, the shape', () => {
    const bow = zoneForm(
      {
        map_shape: 'custom',
        radius: 0,
        locations: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [0.01, 0.01],
              [0.01, 0],
              [0, 0.01],
              [0, 0],
            ],
          ],
        },
      },
      '',
    );
    const r = bow.safeParse(values());
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['locations', 'validation.ringSelfIntersecting'],
    ]);
  });

  test('an edited zone starts from its amounts in the viewer’s decimal mark', () => {
    const zone = {
      _id: 'z',
      name: 'A',
      delivery_rate: 499,
      delivery_minimum_amount: 2000,
      allow_free_delivery: true,
      free_delivery_order_value: 6050,
    } as DeliveryZone;
    expect(toFormValues(zone, '#000000', 'fr-CA')).toMatchObject({
      delivery_rate: '4,99',
      delivery_minimum_amount: '20,00',
      free_delivery_order_value: '60,50',
    });
  });
});
