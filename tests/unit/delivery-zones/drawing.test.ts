import {
  canFinish,
  DEFAULT_RADIUS_M,
  drawReducer,
  idle,
  previewOf,
  type DrawEvent,
  type DrawState,
} from '@/components/delivery-zones/drawing';
import { centreOf, moveShape, moveVertex, resizeHandleOf, resizeShape } from '@/components/delivery-zones/shape-edit';
import { metresBetween } from '@/lib/contract/zone-geometry';

const run = (...events: DrawEvent[]): DrawState => events.reduce(drawReducer, idle);
const centre: [number, number] = [-73.5673, 45.5017];

describe('drawing state machine', () => {
  test('a circle dragged out keeps the radius dragged, rounded to the metre', () => {
    const s = run(
      { type: 'choose', mode: 'circle' },
      { type: 'press', at: centre },
      { type: 'move', size: 1200.4 },
      { type: 'release', size: 3000.6 },
    );
    expect(s).toEqual({ step: 'drawn', shape: { kind: 'circle', centre, radius: 3001 } });
  });

  test('a plain click gives the default 1500 m circle (SPEC §9), and a square of half side 1500 m', () => {
    expect(
      run({ type: 'choose', mode: 'circle' }, { type: 'press', at: centre }, { type: 'release', size: 3 }),
    ).toEqual({
      step: 'drawn',
      shape: { kind: 'circle', centre, radius: DEFAULT_RADIUS_M },
    });
    expect(
      run({ type: 'choose', mode: 'square' }, { type: 'press', at: centre }, { type: 'release', size: 0 }),
    ).toEqual({
      step: 'drawn',
      shape: { kind: 'square', centre, half: DEFAULT_RADIUS_M },
    });
  });

  test('while sizing, the preview follows the pointer', () => {
    const s = run({ type: 'choose', mode: 'circle' }, { type: 'press', at: centre }, { type: 'move', size: 800 });
    expect(previewOf(s)).toEqual({ kind: 'circle', centre, radius: 800 });
  });

  test('a custom polygon: clicks add corners, Finish closes it only from three corners', () => {
    const a: [number, number] = [-73.6, 45.5];
    const b: [number, number] = [-73.55, 45.52];
    const c: [number, number] = [-73.54, 45.49];
    let s = run({ type: 'choose', mode: 'custom' }, { type: 'click', at: a }, { type: 'click', at: b });
    expect(canFinish(s)).toBe(false);
    expect(drawReducer(s, { type: 'finish' })).toBe(s);
    s = drawReducer(s, { type: 'click', at: c });
    expect(canFinish(s)).toBe(true);
    expect(drawReducer(s, { type: 'finish' })).toEqual({ step: 'drawn', shape: { kind: 'custom', ring: [a, b, c] } });
  });

  test('undo removes the last corner, and the last one goes back to waiting for a first click', () => {
    const a: [number, number] = [-73.6, 45.5];
    const b: [number, number] = [-73.55, 45.52];
    const s = run(
      { type: 'choose', mode: 'custom' },
      { type: 'click', at: a },
      { type: 'click', at: b },
      { type: 'undoVertex' },
    );
    expect(s).toEqual({ step: 'tracing', vertices: [a] });
    expect(drawReducer(s, { type: 'undoVertex' })).toEqual({ step: 'ready', mode: 'custom' });
  });

  test('a press in custom mode and a click in circle mode do nothing; cancel drops everything', () => {
    const custom = run({ type: 'choose', mode: 'custom' });
    expect(drawReducer(custom, { type: 'press', at: centre })).toBe(custom);
    const circle = run({ type: 'choose', mode: 'circle' });
    expect(drawReducer(circle, { type: 'click', at: centre })).toBe(circle);
    expect(
      drawReducer(run({ type: 'choose', mode: 'circle' }, { type: 'press', at: centre }), { type: 'cancel' }),
    ).toBe(idle);
  });
});

describe('editing a shape with its handles', () => {
  test('the resize handle sits on the outline and dragging it sets the radius', () => {
    const circle = { kind: 'circle' as const, centre, radius: 2000 };
    const handle = resizeHandleOf(circle)!;
    expect(metresBetween(centre, handle)).toBeCloseTo(2000, -1);
    const east: [number, number] = [handle[0] + 0.01, handle[1]];
    expect(resizeShape(circle, east)).toEqual({ ...circle, radius: Math.round(metresBetween(centre, east)) });
  });

  test('moving a custom ring translates every corner; moving one vertex moves only it', () => {
    const ring: [number, number][] = [
      [0, 0],
      [0.02, 0],
      [0.01, 0.03],
    ];
    const moved = moveShape({ kind: 'custom', ring }, [1.01, 1.01]);
    expect(centreOf(moved)[0]).toBeCloseTo(1.01);
    expect(centreOf(moved)[1]).toBeCloseTo(1.01);
    expect(moved.kind === 'custom' && moved.ring[1]![0] - moved.ring[0]![0]).toBeCloseTo(0.02);
    expect(moveVertex({ kind: 'custom', ring }, 2, [0.5, 0.5])).toEqual({
      kind: 'custom',
      ring: [ring[0], ring[1], [0.5, 0.5]],
    });
  });
});
