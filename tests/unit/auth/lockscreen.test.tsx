import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fullLoad } from '@/lib/full-load';
import { lockPath } from '@/lib/lock-path';
import { LockscreenForm } from '@/components/auth/LockscreenForm';
import { SESSION_STAMP_KEY } from '@/lib/api/session-events';
import { resetUrl, setUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { userWithoutBusiness as user } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/full-load', () => ({ fullLoad: jest.fn() }));

const userRoute = { 'GET /api/v1/user': { status: 200, body: { user, business: null } } };

beforeEach(() => {
  jest.mocked(fullLoad).mockReset();
  resetUrl('/lockscreen');
  localStorage.clear();
});

describe('lockPath', () => {
  test('remembers the page to come back to', () => {
    expect(lockPath('/manage/menu')).toBe('/lockscreen?next=%2Fmanage%2Fmenu');
    expect(lockPath('/setup/store?tab=store')).toBe('/lockscreen?next=%2Fsetup%2Fstore%3Ftab%3Dstore');
  });

  test('never points back at itself or off the site', () => {
    expect(lockPath('/lockscreen')).toBe('/lockscreen');
    expect(lockPath('/lockscreen?next=%2Fdashboard')).toBe('/lockscreen');
    expect(lockPath('//evil.example')).toBe('/lockscreen');
    expect(lockPath('https://evil.example/')).toBe('/lockscreen');
  });
});

describe('LockscreenForm', () => {
  test('shows who is signed in; the right password unlocks back to ?next=', async () => {
    setUrl(`/lockscreen?${new URLSearchParams({ next: '/manage/menu' })}`);
    const fetchMock = mockFetch({ ...userRoute, 'POST /api/v1/user/login': { status: 200, body: { user } } });
    renderScreen(<LockscreenForm />);
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/manage/menu'));
    expect(sentBody(fetchMock, '/api/v1/user/login')).toEqual({ email: 'ada@example.com', password: 'secret123' });
    expect(localStorage.getItem(SESSION_STAMP_KEY)).toBeTruthy();
  });

  test('an unsafe ?next= unlocks to /', async () => {
    setUrl(`/lockscreen?${new URLSearchParams({ next: '//evil.example' })}`);
    mockFetch({ ...userRoute, 'POST /api/v1/user/login': { status: 200, body: { user } } });
    renderScreen(<LockscreenForm />);
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/'));
  });

  test('a wrong password shows the server text on the password field', async () => {
    const wrong = 'These credentials do not match our records.';
    mockFetch({
      ...userRoute,
      'POST /api/v1/user/login': { status: 422, body: { message: wrong, errors: { email: [wrong] } } },
    });
    renderScreen(<LockscreenForm />);
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'nope12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(wrong));
    expect(fullLoad).not.toHaveBeenCalled();
  });

  test('"Sign in as someone else" logs out, clears storage and goes to /login', async () => {
    const fetchMock = mockFetch({
      ...userRoute,
      'POST /api/session/logout': { status: 200, body: { message: 'Signed out.' } },
    });
    localStorage.setItem('app.some.draft', 'x');
    renderScreen(<LockscreenForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/session/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('app.some.draft')).toBeNull();
    expect(localStorage.getItem(SESSION_STAMP_KEY)).toBeTruthy();
  });
});
