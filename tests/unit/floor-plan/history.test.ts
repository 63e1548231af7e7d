import { canRedo, canUndo, HISTORY_LIMIT, record, redo, startHistory, undo } from '@/components/floor-plan/history';

describe('undo and redo', () => {
  test('each change is a step back; redo walks forward again; a new change after an undo drops the redo', () => {
    let h = startHistory('a');
    expect([canUndo(h), canRedo(h)]).toEqual([false, false]);
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect([h.present, canUndo(h), canRedo(h)]).toEqual(['a', false, true]);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd');
    expect([h.present, canRedo(h), h.past]).toEqual(['d', false, ['a', 'b']]);
    expect(redo(h)).toBe(h);
  });

  test('the same state again is no step', () => {
    const h = record(startHistory('a'), 'b');
    expect(record(h, 'b')).toBe(h);
  });

  test('a run of one merge key is one step; another key, an undo or a plain change ends the run', () => {
    let h = startHistory(0);
    h = record(h, 1, 'nudge:t1');
    h = record(h, 2, 'nudge:t1');
    h = record(h, 3, 'nudge:t1');
    expect(h.past).toEqual([0]);
    h = record(h, 4, 'nudge:t2');
    expect(h.past).toEqual([0, 3]);
    h = record(h, 5);
    h = record(h, 6, 'nudge:t2');
    expect(h.past).toEqual([0, 3, 4, 5]);
    h = undo(h);
    h = record(h, 7, 'nudge:t2');
    h = record(h, 8, 'nudge:t2');
    expect(h.past).toEqual([0, 3, 4, 5]);
    expect(undo(h).present).toBe(5);
  });

  test('at most HISTORY_LIMIT steps are kept', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(20);
  });
});
