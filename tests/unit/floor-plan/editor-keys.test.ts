import { isTyping, keyCommand } from '@/components/floor-plan/editor-keys';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  keyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('editor keys', () => {
  test('undo, redo, duplicate with Ctrl or ⌘, whatever the case of the letter', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('z', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(press('y', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(press('d', { ctrlKey: true })).toEqual({ type: 'duplicate' });
    expect(press('c', { ctrlKey: true })).toBeNull();
  });

  test('arrows nudge a grid step, Alt one centimetre, Shift ten steps', () => {
    expect(press('ArrowRight')).toEqual({ type: 'nudge', dx: 10, dy: 0 });
    expect(press('ArrowUp', { altKey: true })).toEqual({ type: 'nudge', dx: 0, dy: -1 });
    expect(press('ArrowDown', { shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: 100 });
  });

  test('Delete and Backspace remove, R turns, Escape lets go, other keys are not the editor’s', () => {
    expect(press('Delete')).toEqual({ type: 'remove' });
    expect(press('Backspace')).toEqual({ type: 'remove' });
    expect(press('r')).toEqual({ type: 'rotate', by: 15 });
    expect(press('R', { shiftKey: true })).toEqual({ type: 'rotate', by: -15 });
    expect(press('Escape')).toEqual({ type: 'deselect' });
    expect(press('a')).toBeNull();
    expect(press('Tab')).toBeNull();
  });

  test('keys typed into a field stay the field’s', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    expect([isTyping(input), isTyping(button), isTyping(null)]).toEqual([true, false, false]);
  });
});
