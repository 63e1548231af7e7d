import { SEAT_GAP, SEAT_RADIUS, seatPositions } from '@/components/floor-plan/seats';

const round = (p: { x: number; y: number }) => ({ x: Math.round(p.x), y: Math.round(p.y) });
const OUT = SEAT_GAP + SEAT_RADIUS;

describe('seats drawn around a table', () => {
  test('round: evenly round it, the first at the top', () => {
    const seats = seatPositions('round', 90, 90, 4).map(round);
    expect(seats).toEqual([
      { x: 0, y: -45 - OUT },
      { x: 45 + OUT, y: 0 },
      { x: 0, y: 45 + OUT },
      { x: -45 - OUT, y: 0 },
    ]);
  });

  test('rectangle of 6: two along each long side, one at each end', () => {
    const seats = seatPositions('rectangle', 180, 80, 6).map(round);
    expect(seats).toEqual([
      { x: -45, y: -40 - OUT },
      { x: 45, y: -40 - OUT },
      { x: -45, y: 40 + OUT },
      { x: 45, y: 40 + OUT },
      { x: -90 - OUT, y: 0 },
      { x: 90 + OUT, y: 0 },
    ]);
  });

  test('square of 2 faces across the table; no seat for 0', () => {
    expect(seatPositions('square', 80, 80, 2).map(round)).toEqual([
      { x: 0, y: -40 - OUT },
      { x: 0, y: 40 + OUT },
    ]);
    expect(seatPositions('square', 80, 80, 0)).toEqual([]);
  });

  test('every seat is drawn, however many', () => {
    for (const n of [1, 3, 7, 13, 50]) {
      expect(seatPositions('rectangle', 300, 90, n)).toHaveLength(n);
      expect(seatPositions('round', 120, 120, n)).toHaveLength(n);
    }
  });
});
