import { EDGE_SWIPE_OPEN_PX, EDGE_SWIPE_START_PX, edgeSwipeDecision } from '@/components/shell/use-edge-swipe';
import { parseKeys, toggleKey } from '@/components/shell/use-menu-state';

describe('edge swipe (SPEC §9: within 70 px of the edge, past 50 px of travel)', () => {
  test('the thresholds are the spec ones', () => {
    expect(EDGE_SWIPE_START_PX).toBe(70);
    expect(EDGE_SWIPE_OPEN_PX).toBe(50);
  });

  test('a swipe from the edge opens once it has travelled more than 50 px', () => {
    expect(edgeSwipeDecision({ x: 10, y: 300 }, { x: 40, y: 302 })).toBe('wait');
    expect(edgeSwipeDecision({ x: 10, y: 300 }, { x: 60, y: 302 })).toBe('wait');
    expect(edgeSwipeDecision({ x: 10, y: 300 }, { x: 61, y: 305 })).toBe('open');
    expect(edgeSwipeDecision({ x: 70, y: 300 }, { x: 200, y: 300 })).toBe('open');
  });

  test('a touch starting further than 70 px from the edge is not a menu swipe', () => {
    expect(edgeSwipeDecision({ x: 71, y: 300 }, { x: 71, y: 300 })).toBe('ignore');
    expect(edgeSwipeDecision({ x: 120, y: 300 }, { x: 400, y: 300 })).toBe('ignore');
  });

  test('a mostly vertical move is a scroll, and a leftward one is nothing', () => {
    expect(edgeSwipeDecision({ x: 10, y: 300 }, { x: 30, y: 380 })).toBe('ignore');
    expect(edgeSwipeDecision({ x: 10, y: 300 }, { x: 70, y: 380 })).toBe('ignore');
    expect(edgeSwipeDecision({ x: 60, y: 300 }, { x: 5, y: 300 })).toBe('wait');
  });
});

describe('stored menu keys', () => {
  test('only a JSON array of strings is a stored key list', () => {
    expect(parseKeys('["reports","settings"]')).toEqual(['reports', 'settings']);
    expect(parseKeys(null)).toBeNull();
    expect(parseKeys('not json')).toBeNull();
    expect(parseKeys('{"a":1}')).toBeNull();
    expect(parseKeys('[1]')).toBeNull();
  });

  test('toggling adds or removes a key', () => {
    expect(toggleKey(['reports'], 'settings')).toEqual(['reports', 'settings']);
    expect(toggleKey(['reports', 'settings'], 'reports')).toEqual(['settings']);
  });
});
