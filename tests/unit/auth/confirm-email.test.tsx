import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfirmEmailForm, RESEND_WAIT_SECONDS } from '@/components/auth/ConfirmEmailForm';
import { fullLoad } from '@/lib/full-load';
import { SESSION_STAMP_KEY } from '@/lib/api/session-events';
import { replaced, resetUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';

jest.mock('@/lib/full-load', () => ({ fullLoad: jest.fn() }));

jest.mock('next/navigation', () => require('../support/nav-mock'));

const session = (pending_email: string | null) => ({
  status: 200,
  body: { authenticated: false, pending_email, has_business: false, onboarded: false },
});

const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  resetUrl('/confirm-email');
  jest.mocked(fullLoad).mockReset();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('ConfirmEmailForm', () => {
  test('SPEC §9: the resend wait is 10 seconds', () => {
    expect(RESEND_WAIT_SECONDS).toBe(10);
  });

  test('shows the pending address from the session', async () => {
    mockFetch({ 'GET /api/session': session('ada@example.com') });
    renderScreen(<ConfirmEmailForm />);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmation code/)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText(/^Confirmation code/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/^Confirmation code/)).toHaveAttribute('maxlength', '6');
  });

  test('resend is disabled for 10 s after opening and after each resend, counting down', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({
      'GET /api/session': session('ada@example.com'),
      'POST /api/v1/user/email/resend': { status: 200, body: { message: 'We sent a new code.' } },
    });
    renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@example.com');

    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Resend code in 10 s');
    tick(1000);
    expect(resendButton()).toHaveTextContent('Resend code in 9 s');
    tick(8000);
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Resend code in 1 s');
    tick(1000);
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent(/^Resend code$/);

    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend code in 10 s'));
    expect(resendButton()).toBeDisabled();
    expect(sentBody(fetchMock, '/api/v1/user/email/resend')).toEqual({ email: 'ada@example.com' });
    tick(RESEND_WAIT_SECONDS * 1000);
    expect(resendButton()).toBeEnabled();
  });

  test('a 429 (a code went out moments ago) restarts the wait too', async () => {
    jest.useFakeTimers();
    mockFetch({
      'GET /api/session': session('ada@example.com'),
      'POST /api/v1/user/email/resend': {
        status: 429,
        body: { message: 'Please wait 4 seconds before asking for a new code.' },
      },
    });
    const { notify } = renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@example.com');
    tick(RESEND_WAIT_SECONDS * 1000);
    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton()).toBeDisabled());
    expect(notify).toHaveBeenCalledWith('Please wait 4 seconds before asking for a new code.', 'error');
  });

  test('a wrong code: the server text lands on the code field, once, and the code is kept', async () => {
    const wrong = 'This code is incorrect.';
    const fetchMock = mockFetch({
      'GET /api/session': session('ada@example.com'),
      'POST /api/v1/user/email/confirm': { status: 422, body: { message: wrong, errors: { code: [wrong] } } },
    });
    const { notify } = renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@example.com');
    fireEvent.change(screen.getByLabelText(/^Confirmation code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const code = screen.getByLabelText(/^Confirmation code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(wrong);
    // Reported once: on the field, not again in an alert or a notice.
    expect(screen.getAllByText(wrong)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(code).toHaveValue('123456');
    expect(sentBody(fetchMock, '/api/v1/user/email/confirm')).toEqual({ email: 'ada@example.com', code: '123456' });
  });

  test('the right code signs in: other tabs are told and the page reloads at /', async () => {
    const fetchMock = mockFetch({
      'GET /api/session': session('ada@example.com'),
      'POST /api/v1/user/email/confirm': { status: 200, body: { message: 'Your e-mail address is confirmed.' } },
    });
    renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@example.com');
    fireEvent.change(screen.getByLabelText(/^Confirmation code/), { target: { value: ' 654321 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(fullLoad).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(SESSION_STAMP_KEY)).toBeTruthy();
    expect(sentBody(fetchMock, '/api/v1/user/email/confirm')).toEqual({ email: 'ada@example.com', code: '654321' });
  });

  test('a code that is not 6 digits is refused before any call', async () => {
    const fetchMock = mockFetch({ 'GET /api/session': session('ada@example.com') });
    renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@example.com');
    fireEvent.change(screen.getByLabelText(/^Confirmation code/), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session only
  });

  test('changing the e-mail shows the new address and restarts the resend wait', async () => {
    jest.useFakeTimers();
    let pending = 'ada@exmaple.com';
    const fetchMock = mockFetch({
      'GET /api/session': () => session(pending),
      'POST /api/v1/user/email/change': (body) => {
        pending = (body as { new_email: string }).new_email;
        return { status: 200, body: { message: `We sent a new code to ${pending}.` } };
      },
    });
    renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@exmaple.com');
    tick(RESEND_WAIT_SECONDS * 1000);
    expect(resendButton()).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    fireEvent.change(await screen.findByLabelText(/^New e-mail/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/v1/user/email/change')).toEqual({
      email: 'ada@exmaple.com',
      new_email: 'ada@example.com',
    });
    tick(500); // the dialog's exit transition
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Resend code in 10 s');
  });

  test('a taken new address: the server text lands on the new e-mail field', async () => {
    const taken = 'This e-mail address is already registered.';
    mockFetch({
      'GET /api/session': session('ada@example.com'),
      'POST /api/v1/user/email/change': { status: 422, body: { message: taken, errors: { new_email: [taken] } } },
    });
    renderScreen(<ConfirmEmailForm />);
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const field = await screen.findByLabelText(/^New e-mail/);
    fireEvent.change(field, { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(taken));
    expect(field).toHaveValue('bob@example.com');
  });

  test('without a pending sign-up it goes to /login', async () => {
    mockFetch({ 'GET /api/session': session(null) });
    renderScreen(<ConfirmEmailForm />);
    await waitFor(() => expect(replaced).toContain('/login'));
  });
});
