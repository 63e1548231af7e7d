import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm, type LoginTexts } from '@/components/auth/LoginForm';
import en from '@/messages/en.json';
import { fullLoad } from '@/lib/full-load';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { pushed, resetUrl } from '../support/nav-mock';
import { userWithoutBusiness as user } from '../support/shell-fixtures';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/full-load', () => ({ fullLoad: jest.fn() }));

// The page translates on the server and hands the form its texts.
const texts: LoginTexts = {
  ...en.auth.login,
  showPassword: en.common.showPassword,
  hidePassword: en.common.hidePassword,
  required: en.validation.required,
  invalidEmail: en.validation.email,
  networkError: en.common.networkError,
  invalidReply: en.common.invalidReply,
};
const form = () => <LoginForm texts={texts} />;

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
    renderScreen(form());
    signIn();
    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/manage/menu'));
    expect(sentBody(fetchMock, '/api/v1/user/login')).toEqual({ email: 'ada@example.com', password: 'secret123' });
  });

  test('wrong credentials land on the e-mail field, with no alert, and what was typed stays', async () => {
    const wrong = 'These credentials do not match our records.';
    login({ status: 422, body: { message: wrong, errors: { email: [wrong] } } });
    renderScreen(form());
    signIn();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(wrong));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure that is not about a field shows in the alert', async () => {
    login({ status: 429, body: { message: 'Too many attempts. Try again in a minute.' } });
    renderScreen(form());
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(fullLoad).not.toHaveBeenCalled();
  });

  test('an account whose e-mail was never confirmed goes to /confirm-email', async () => {
    login({ status: 403, body: { message: 'Confirm your e-mail first.', email_unconfirmed: true } });
    renderScreen(form());
    signIn();
    await waitFor(() => expect(pushed).toEqual(['/confirm-email']));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirm your e-mail first.');
  });

  test('empty or malformed fields are refused at the field before anything is sent', async () => {
    const fetchMock = login({ status: 200, body: { user } });
    renderScreen(form());
    signIn('', '');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    signIn('ada.example.com', 'secret123');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/^Password/)).not.toHaveAccessibleDescription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('posts, never gets, so credentials stay out of the URL even before the script runs', () => {
    renderScreen(form());
    const formElement = screen.getByRole('button', { name: 'Sign in' }).closest('form');
    expect(formElement).toHaveAttribute('method', 'post');
  });

  test('the password can be shown and hidden again', () => {
    renderScreen(form());
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('a network failure is said in the alert and the button can be pressed again', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderScreen(form());
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.common.networkError);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
