/** What a user does on a screen, shared by the screen tests. */
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderScreen } from './render';

/** Types `value` into a field: the element given, or the one on screen whose label matches. */
export function type(field: HTMLElement | RegExp, value: string) {
  fireEvent.change(field instanceof RegExp ? screen.getByLabelText(field) : field, { target: { value } });
}

/** Renders `ui`, presses its `name` button ("New tax" …) and returns the dialog of the same name once it is open. */
export async function openNew(ui: ReactElement, name: string) {
  renderScreen(ui);
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}
