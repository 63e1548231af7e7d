import { createEvent, fireEvent, screen } from '@testing-library/react';
import { SoundControls } from '@/components/orders/board/SoundControls';
import { renderScreen } from '../support/render';

const controls = (over: Partial<Parameters<typeof SoundControls>[0]> = {}) =>
  renderScreen(<SoundControls muted={false} blocked={false} onMute={jest.fn()} onEnable={jest.fn()} {...over} />);

/**
 * A pointer arriving on (over) or leaving (out) an element; jsdom has no PointerEvent, so the
 * pointer's type is set on the event React reads.
 */
function pointer(kind: 'pointerOver' | 'pointerOut', el: Element, pointerType: 'mouse' | 'touch') {
  const event = createEvent[kind](el, { relatedTarget: kind === 'pointerOut' ? document.body : null });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(el, event);
}

describe('SoundControls tooltips', () => {
  test('the mute button says what it does on mouse hover, not on a touch; Escape hides it', () => {
    controls({ muted: true });
    const mute = screen.getByRole('button', { name: 'Mute the new-order sound' });
    pointer('pointerOver', mute, 'touch');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    pointer('pointerOut', mute, 'touch');
    pointer('pointerOver', mute, 'mouse');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Turn the new-order sound on');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('"Enable sound" is described by why, shown or not, and shows it on hover', () => {
    controls({ blocked: true });
    const enable = screen.getByRole('button', { name: 'Enable sound' });
    expect(enable).toHaveAccessibleDescription('The browser keeps sound off until you allow it.');
    pointer('pointerOver', enable, 'mouse');
    expect(screen.getByRole('tooltip')).toHaveTextContent('The browser keeps sound off until you allow it.');
    pointer('pointerOut', enable, 'mouse');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
