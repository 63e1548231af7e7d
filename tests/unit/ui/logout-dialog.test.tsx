import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LogoutDialog } from '@/components/ui/LogoutDialog';
import { SESSION_STAMP_KEY } from '@/lib/api/session-events';
import { ignoreNavigationAndRipples } from '../support/quiet-console';
import { renderScreen } from '../support/render';

jest.mock('next/navigation', () => require('../support/nav-mock'));

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(
    async () => ({ ok: true, status: 200, json: async () => ({ message: 'You have been signed out.' }) }) as Response,
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});
// jsdom cannot navigate (window.location.assign('/login') only reports it), and the focus
// ripple of the autofocused "No" settles after the test: neither says anything about the dialog.
ignoreNavigationAndRipples();

describe('LogoutDialog (SPEC §4)', () => {
  test('asks the exact question with the exact buttons', () => {
    renderScreen(<LogoutDialog open onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Go ahead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  test('"No" closes and calls nothing', () => {
    const onClose = jest.fn();
    localStorage.setItem('app.settings.theme', 'dark');
    renderScreen(<LogoutDialog open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('app.settings.theme')).toBe('dark');
  });

  test('"Yes, Go ahead" ends the session at the BFF, clears local storage and tells the other tabs', async () => {
    localStorage.setItem('app.settings.theme', 'dark');
    renderScreen(<LogoutDialog open onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Go ahead' }));

    await waitFor(() => expect(localStorage.getItem('app.settings.theme')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/session/logout', expect.objectContaining({ method: 'POST' }));
    // The stamp is written after the clear, so other tabs hear of the logout and reload.
    expect(localStorage.getItem(SESSION_STAMP_KEY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, Go ahead' })).toBeDisabled();
  });
});
