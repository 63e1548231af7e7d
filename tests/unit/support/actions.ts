/** What a user does on a screen, shared by the screen tests. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/**
 * The list's delete with a confirmation, checked step by step: "Delete <name>" opens "Delete
 * “<name>”?" which says `warning`; Cancel closes it and nothing is deleted; Delete sends the
 * DELETE, the success notice says `notice` and the dialog closes.
 */
export async function deleteAfterConfirming(
  fetchMock: jest.Mock,
  notify: jest.Mock,
  name: string,
  warning: RegExp,
  notice: string,
) {
  fireEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Delete “${name}”?` });
  expect(within(dialog).getByText(warning)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(notify).toHaveBeenCalledWith(notice, 'success'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
