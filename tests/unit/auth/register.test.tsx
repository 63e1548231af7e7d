import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { type } from '../support/actions';
import { pushed, resetUrl, setUrl } from '../support/nav-mock';
import { mockFetch, renderScreen, sentBody } from '../support/render';

jest.mock('next/navigation', () => require('../support/nav-mock'));

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
    renderScreen(<RegisterForm />);
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

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('not-an-email');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('short');
  });

  test('success sends the cleaned request and goes to /confirm-email', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/user/register': { status: 201, body: { message: 'We sent a code.' } },
    });
    renderScreen(<RegisterForm />);
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
    renderScreen(<RegisterForm />);
    fillValid();
    submit();

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This e-mail address is already registered.');
    expect(email).toHaveValue('Ada@Example.com');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(pushed).toEqual([]);
    // Placed on its field, the text is not repeated above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a 422 about a field the form does not have shows its message above the form', async () => {
    setUrl(`/register?${new URLSearchParams({ merchant_id: 'MER123' })}`);
    mockFetch({
      'POST /api/v1/user/register': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'clover.merchant_id': ['Use at most 64 characters.'] },
        },
      },
    });
    renderScreen(<RegisterForm clover />);
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
  });

  test('a failure without field errors shows an alert', async () => {
    mockFetch({
      'POST /api/v1/user/register': { status: 502, body: { message: 'The service is unreachable right now.' } },
    });
    renderScreen(<RegisterForm />);
    fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unreachable right now.');
  });

  test('Clover: the merchant from the query is shown and sent along', async () => {
    setUrl(`/register?${new URLSearchParams({ merchant_id: 'MER123', employee_id: 'EMP9', code: 'abc' })}`);
    const fetchMock = mockFetch({ 'POST /api/v1/user/register': { status: 201, body: { message: 'ok' } } });
    renderScreen(<RegisterForm clover />);
    expect(screen.getByText('Connecting your Clover account')).toBeInTheDocument();
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
    renderScreen(<RegisterForm clover />);
    expect(screen.getByText('Clover details missing')).toBeInTheDocument();
    fillValid();
    submit();

    await waitFor(() => expect(pushed).toContain('/confirm-email'));
    expect(sentBody(fetchMock, '/api/v1/user/register')).not.toHaveProperty('clover');
  });

  test('the consent line links to the terms and the privacy policy', () => {
    mockFetch({});
    renderScreen(<RegisterForm />);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/public#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/public#privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
