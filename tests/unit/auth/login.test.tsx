import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/auth/LoginForm';
import { fullLoad } from '@/lib/full-load';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { pushed, resetUrl } from '../support/nav-mock';
import { userWithoutBusiness as user } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/full-load', () => ({ fullLoad: jest.fn() }));

const login = (reply: { status: number; body: unknown }) => mockFetch({ 'POST /api/v1/user/login': reply });

function signIn(email = 'ada@example.com', password = 'secret123') {
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  resetUrl('/login');
  jest.mocked(fullLoad).mockReset();
});

describe('LoginForm', () => {
  test('signs in and loads the page it was sent from', async () => {
    resetUrl('/login?next=%2Fmanage%2Fmenu');
    const fetchMock = login({ status: 200, body: { user } });
    renderScreen(<LoginForm />);
    signIn();
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/manage/menu'));
    expect(sentBody(fetchMock, '/api/v1/user/login')).toEqual({ email: 'ada@example.com', password: 'secret123' });
  });

  test('wrong credentials land on the e-mail field, with no alert, and what was typed stays', async () => {
    const wrong = 'These credentials do not match our records.';
    login({ status: 422, body: { message: wrong, errors: { email: [wrong] } } });
    renderScreen(<LoginForm />);
    signIn();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(wrong));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure that is not about a field shows in the alert', async () => {
    login({ status: 429, body: { message: 'Too many attempts. Try again in a minute.' } });
    renderScreen(<LoginForm />);
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(fullLoad).not.toHaveBeenCalled();
  });

  test('an account whose e-mail was never confirmed goes to /confirm-email', async () => {
    login({ status: 403, body: { message: 'Confirm your e-mail first.', email_unconfirmed: true } });
    renderScreen(<LoginForm />);
    signIn();
    await waitFor(() => expect(pushed).toEqual(['/confirm-email']));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirm your e-mail first.');
  });
});
