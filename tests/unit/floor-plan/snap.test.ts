import { normalizeAngle, snapLength, snapTo, turn } from '@/components/floor-plan/snap';

describe('snapping', () => {
  test('to the nearest step, halves up, never -0; a step of 0 leaves the value', () => {
    expect([snapTo(14, 10), snapTo(15, 10), snapTo(-4, 10), snapTo(123.4, 0)]).toEqual([10, 20, 0, 123.4]);
    expect(Object.is(snapTo(-4, 10), 0)).toBe(true);
  });

  test('a length never drops below one step', () => {
    expect([snapLength(3, 10), snapLength(86, 10), snapLength(2, 10, 5)]).toEqual([10, 90, 5]);
  });

  test('angles end in 0 ≤ a < 360, turning snaps to 15° steps when asked', () => {
    expect([normalizeAngle(370), normalizeAngle(-90), normalizeAngle(360), normalizeAngle(-1e-14)]).toEqual([
      10, 270, 0, 0,
    ]);
    expect([turn(350, 15, true), turn(10, 15, true), turn(10, -15, false), turn(0, -15, true)]).toEqual([
      0, 30, 355, 345,
    ]);
  });
});
