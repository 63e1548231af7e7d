import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recoverTexts, resetTexts } from '@/components/auth/auth-texts';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { fullLoad } from '@/lib/full-load';
import { RecoverPasswordForm } from '@/components/auth/RecoverPasswordForm';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { SESSION_STAMP_KEY } from '@/lib/api/session-events';
import { type } from '../support/actions';
import { pushed, resetUrl, setUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';
import { serverT } from './plain-texts';

jest.mock('next/navigation', () => require('../support/nav-mock'));
jest.mock('@/lib/full-load', () => ({ fullLoad: jest.fn() }));

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

// The plain pages hand their forms the texts, and have no providers.
const recoverForm = () => render(<RecoverPasswordForm texts={recoverTexts(serverT)} />);
const resetForm = () => render(<ResetPasswordForm texts={resetTexts(serverT)} />);

beforeEach(() => {
  jest.mocked(fullLoad).mockReset();
  resetUrl('/');
  localStorage.clear();
});

describe('RecoverPasswordForm', () => {
  test('sends the address and goes on to /reset-password with it', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/user/password/recover': { status: 200, body: { message: 'We sent a code.' } },
    });
    recoverForm();
    type(/^E-mail/, ' Ada@Example.com ');
    press('Send code');
    await waitFor(() => expect(pushed).toContain('/reset-password?email=ada%40example.com'));
    expect(sentBody(fetchMock, '/api/v1/user/password/recover')).toEqual({ email: 'ada@example.com' });
  });

  test('an invalid address is refused before any call', async () => {
    const fetchMock = mockFetch({});
    recoverForm();
    type(/^E-mail/, 'ada@');
    press('Send code');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the address comes back from ?email= (reset\'s "send a new code")', () => {
    setUrl(`/recover-password?${new URLSearchParams({ email: 'ada@example.com' })}`);
    recoverForm();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test("a reply that is not the API's error shape says so in the alert", async () => {
    mockFetch({ 'POST /api/v1/user/password/recover': { status: 500, body: { errors: 'nope' } } });
    recoverForm();
    type(/^E-mail/, 'ada@example.com');
    press('Send code');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an unexpected reply. Please try again.',
    );
  });

  test("the reply's message is said on the reset page it goes on to", async () => {
    const sent = 'If an account uses ada@example.com, we sent it a code to reset the password.';
    mockFetch({ 'POST /api/v1/user/password/recover': { status: 200, body: { message: sent } } });
    const recover = recoverForm();
    type(/^E-mail/, 'ada@example.com');
    press('Send code');
    await waitFor(() => expect(pushed).toHaveLength(1));
    recover.unmount();

    const reset = resetForm();
    expect(screen.getByRole('status')).toHaveTextContent(sent);
    reset.unmount();
    // Said once: the next visit to the page starts without it.
    resetForm();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  beforeEach(() => setUrl(`/reset-password?${new URLSearchParams({ email: 'ada@example.com' })}`));
  /** Code 123456 and the new password newsecret1, twice; then Reset password. */
  const submitReset = () => {
    type(/^Code/, '123456');
    type(/^New password/, 'newsecret1');
    type(/^Confirm new password/, 'newsecret1');
    press('Reset password');
  };

  test('the address comes from ?email=; success signs in and reloads at /', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/user/password/reset': { status: 200, body: { message: 'Password reset.' } },
    });
    resetForm();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('link', { name: 'Send a new code' })).toHaveAttribute(
      'href',
      '/recover-password?email=ada%40example.com',
    );
    submitReset();

    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(SESSION_STAMP_KEY)).toBeTruthy();
    expect(sentBody(fetchMock, '/api/v1/user/password/reset')).toEqual({
      email: 'ada@example.com',
      code: '123456',
      password: 'newsecret1',
      password_confirmation: 'newsecret1',
    });
  });

  test('opened without ?email=: the address is asked first and the new-code link follows what is typed', () => {
    setUrl('/reset-password');
    resetForm();
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Send a new code' })).toHaveAttribute('href', '/recover-password');
    type(email, 'bob@example.com');
    expect(screen.getByRole('link', { name: 'Send a new code' })).toHaveAttribute(
      'href',
      '/recover-password?email=bob%40example.com',
    );
  });

  test('a malformed code and mismatched passwords are refused before any call', async () => {
    const fetchMock = mockFetch({});
    resetForm();
    expect(screen.getByLabelText(/^Code/)).toHaveFocus();
    type(/^Code/, '12a');
    type(/^New password/, 'newsecret1');
    type(/^Confirm new password/, 'newsecret2');
    press('Reset password');
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText(/^Code/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an expired code: the server text lands on the code field', async () => {
    const expired = 'This code has expired. Ask for a new one.';
    mockFetch({
      'POST /api/v1/user/password/reset': { status: 422, body: { message: expired, errors: { code: [expired] } } },
    });
    resetForm();
    submitReset();

    const code = screen.getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(expired));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('newsecret1');
    expect(fullLoad).not.toHaveBeenCalled();
  });

  test('a failure with no field (too many attempts) shows above the form', async () => {
    const limited = 'Too many attempts. Try again in 15 minutes.';
    mockFetch({ 'POST /api/v1/user/password/reset': { status: 429, body: { message: limited } } });
    resetForm();
    submitReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByLabelText(/^Code/)).toHaveValue('123456');
  });
});

describe('ChangePasswordForm', () => {
  /** Current password oldsecret1, new password newsecret1 (confirmed as `confirmation`); then Change password. */
  const submitChange = (confirmation = 'newsecret1') => {
    type(/^Current password/, 'oldsecret1');
    type(/^New password/, 'newsecret1');
    type(/^Confirm new password/, confirmation);
    press('Change password');
  };

  test('a wrong current password: the server text lands on that field', async () => {
    const wrong = 'The current password is not correct.';
    mockFetch({
      'POST /api/v1/user/password/change': {
        status: 422,
        body: { message: wrong, errors: { current_password: [wrong] } },
      },
    });
    renderScreen(<ChangePasswordForm />);
    submitChange();

    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription(wrong));
    expect(current).toHaveValue('oldsecret1');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('newsecret1');
  });

  test('mismatched new passwords are refused before any call', async () => {
    const fetchMock = mockFetch({});
    renderScreen(<ChangePasswordForm />);
    submitChange('newsecret2');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('success clears the form; the notice is the reply message', async () => {
    mockFetch({
      'POST /api/v1/user/password/change': { status: 200, body: { message: 'Your password has been changed.' } },
    });
    const { notify } = renderScreen(<ChangePasswordForm />);
    submitChange();

    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(notify).toHaveBeenCalledWith('Your password has been changed.', 'success');
  });
});
