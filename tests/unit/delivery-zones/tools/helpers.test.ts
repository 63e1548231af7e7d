import { featureErrors } from '@/components/delivery-zones/tools/import-errors';
import { parseDegrees, typedPoint, wrapLongitude } from '@/components/delivery-zones/tools/point-text';
import { zoneShapesSignature } from '@/lib/api/delivery-zone-tools';
import { downtown, wide } from './fixtures';

describe('typed coordinates', () => {
  test('a decimal comma reads like a point; words and empty fields do not read', () => {
    expect(parseDegrees('45,5017')).toBe(45.5017);
    expect(parseDegrees(' -73.5673 ')).toBe(-73.5673);
    expect(parseDegrees('')).toBeNull();
    expect(parseDegrees('north')).toBeNull();
  });

  test('a point is [lng, lat], refused out of range', () => {
    expect(typedPoint('45.5', '-73.5')).toEqual([-73.5, 45.5]);
    expect(typedPoint('91', '-73.5')).toBeNull();
    expect(typedPoint('45.5', '-181')).toBeNull();
  });

  test('a click on the next copy of the world is brought back in range', () => {
    expect(wrapLongitude(-433.5)).toBeCloseTo(-73.5);
    expect(wrapLongitude(190)).toBeCloseTo(-170);
  });
});

describe('import errors', () => {
  test('are grouped per feature, numbered from 1 in file order, the file itself first', () => {
    expect(
      featureErrors({
        'features.3.delivery_rate': ['The fee can have at most 3 digits.'],
        'features.0.locations.coordinates': ['The zone is not closed.'],
        'features.3.name': ['Enter a name.'],
        type: ['Not a FeatureCollection.'],
      }),
    ).toEqual([
      { feature: null, messages: ['Not a FeatureCollection.'] },
      { feature: 1, messages: ['The zone is not closed.'] },
      { feature: 4, messages: ['The fee can have at most 3 digits.', 'Enter a name.'] },
    ]);
  });
});

describe('the stats key', () => {
  test('changes when a zone is moved, not when its fee changes', () => {
    const before = zoneShapesSignature([wide, downtown]);
    expect(zoneShapesSignature([wide, { ...downtown, delivery_rate: 999 }])).toBe(before);
    expect(zoneShapesSignature([{ ...wide, radius: 3500 }, downtown])).not.toBe(before);
  });
});
