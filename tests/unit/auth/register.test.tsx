import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { registerTexts } from '@/components/auth/auth-texts';
import { cloverFromQuery } from '@/components/auth/clover-from-query';
import { RegisterForm, type CloverReferral } from '@/components/auth/RegisterForm';
import { type } from '../support/actions';
import { pushed, resetUrl } from '../support/nav-mock';
import { mockFetch, sentBody } from '../support/render';
import { serverT } from './plain-texts';

jest.mock('next/navigation', () => require('../support/nav-mock'));

// The page hands the form its texts and, on /clover/register, the referral read from the link.
// Rendered bare: the plain page has no providers (no MUI theme, React Query or message catalogue).
const renderForm = (clover?: { referral?: CloverReferral }) =>
  render(
    <RegisterForm
      texts={registerTexts(serverT, clover && { merchantId: clover.referral?.merchant_id })}
      clover={clover?.referral}
    />,
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fillValid() {
  type(/^First name/, 'Ada');
  type(/^Last name/, 'Lovelace');
  type(/^E-mail/, 'Ada@Example.com');
  type(/^Phone/, '+1 (514) 555-1234');
  type(/^Password/, 'secret123');
  type(/^Confirm password/, 'secret123');
}

beforeEach(() => {
  resetUrl('/register');
});

describe('RegisterForm', () => {
  test('bad input shows translated field errors, calls nothing and keeps what was typed', async () => {
    const fetchMock = mockFetch({});
    renderForm();
    type(/^First name/, 'Ada');
    type(/^E-mail/, 'not-an-email');
    type(/^Phone/, '12');
    type(/^Password/, 'short');
    type(/^Confirm password/, 'different');
    submit();

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument(); // last name
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByText('The password must have 8 to 32 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Last name/)).toHaveFocus(); // the first field with an error
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'false');

    expect(fetchMock).not.toHaveBeenCalled();
    // The schema parsed without zod's eval probe, which the pages' CSP reports (no providers set it here).
    expect((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless).toBe(true);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('not-an-email');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('short');
  });

  test('after a submit, fixing a field clears its error as it is typed; other errors stay', async () => {
    mockFetch({});
    renderForm();
    submit();
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    type(email, 'ada@');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    type(email, 'ada@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('This field is required.');
    // The hint comes back once the error is gone.
    type(/^Password/, 'secret123');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('8 to 32 characters.');
  });

  test('success sends the cleaned request and goes to /confirm-email', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/user/register': { status: 201, body: { message: 'We sent a code.' } },
    });
    renderForm();
    fillValid();
    submit();

    await waitFor(() => expect(pushed).toContain('/confirm-email'));
    expect(sentBody(fetchMock, '/api/v1/user/register')).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      alt_phone_number: '5145551234',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    // Busy until the page leaves: nothing is sent twice.
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  test('a 422 reply puts the server text on the field and keeps the inputs', async () => {
    mockFetch({
      'POST /api/v1/user/register': {
        status: 422,
        body: {
          message: 'This e-mail address is already registered.',
          errors: { email: ['This e-mail address is already registered.'] },
        },
      },
    });
    renderForm();
    fillValid();
    submit();

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This e-mail address is already registered.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('Ada@Example.com');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(pushed).toEqual([]);
    // Placed on its field, the text is not repeated above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  test('a 422 about a field the form does not have shows its message above the form', async () => {
    mockFetch({
      'POST /api/v1/user/register': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'clover.merchant_id': ['Use at most 64 characters.'] },
        },
      },
    });
    renderForm({ referral: { merchant_id: 'MER123' } });
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
  });

  test('a failure without field errors shows an alert', async () => {
    mockFetch({
      'POST /api/v1/user/register': { status: 502, body: { message: 'The service is unreachable right now.' } },
    });
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unreachable right now.');
  });

  test('no answer at all: the network text, and the button can be pressed again', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the portal. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  test('Clover: the merchant from the link is shown and sent along', async () => {
    const referral = cloverFromQuery({ merchant_id: 'MER123', employee_id: 'EMP9', code: 'abc' });
    const fetchMock = mockFetch({ 'POST /api/v1/user/register': { status: 201, body: { message: 'ok' } } });
    renderForm({ referral });
    expect(screen.getByRole('heading', { name: 'Sign up with Clover' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting your Clover account');
    expect(screen.getByText('Clover merchant ID: MER123')).toBeInTheDocument();
    fillValid();
    submit();

    await waitFor(() => expect(pushed).toContain('/confirm-email'));
    expect(sentBody(fetchMock, '/api/v1/user/register')).toMatchObject({
      clover: { merchant_id: 'MER123', employee_id: 'EMP9', code: 'abc' },
    });
  });

  test('Clover without merchant_id explains it and signs up normally', async () => {
    const fetchMock = mockFetch({ 'POST /api/v1/user/register': { status: 201, body: { message: 'ok' } } });
    renderForm({ referral: cloverFromQuery({ code: 'abc' }) });
    expect(screen.getByText('Clover details missing')).toBeInTheDocument();
    fillValid();
    submit();

    await waitFor(() => expect(pushed).toContain('/confirm-email'));
    expect(sentBody(fetchMock, '/api/v1/user/register')).not.toHaveProperty('clover');
  });

  test('the consent line links to the terms and the privacy policy', () => {
    mockFetch({});
    renderForm();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/public#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/public#privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument(); // no Clover banner off /clover/register
  });

  test('each password can be shown and hidden', () => {
    renderForm();
    const confirmation = screen.getByLabelText(/^Confirm password/);
    const [, showConfirmation] = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(showConfirmation);
    expect(confirmation).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });
});

describe('cloverFromQuery', () => {
  test('reads the link with the contract rule: trimmed, the first value of a repeated parameter', () => {
    expect(cloverFromQuery({ merchant_id: [' MER123 ', 'OTHER'], employee_id: '', code: 'abc' })).toEqual({
      merchant_id: 'MER123',
      code: 'abc',
    });
  });

  test('missing or malformed: no referral', () => {
    expect(cloverFromQuery({})).toBeUndefined();
    expect(cloverFromQuery({ merchant_id: '   ' })).toBeUndefined();
    expect(cloverFromQuery({ merchant_id: 'M'.repeat(65) })).toBeUndefined();
  });
});
