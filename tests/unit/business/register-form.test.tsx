import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BusinessRegisterForm } from '@/components/business/BusinessRegisterForm';
import { type } from '../support/actions';
import { ignoreNavigationAndRipples } from '../support/quiet-console';
import { mockFetch, renderScreen, sentBody } from '../support/render';

jest.mock('next/navigation', () => require('../support/nav-mock'));

const catalogue = {
  'GET /api/v1/business-type': {
    status: 200,
    body: {
      business_types: [
        { _id: 'bt-restaurant', name: 'Restaurant' },
        { _id: 'bt-cafe', name: 'Café' },
      ],
    },
  },
  'GET /api/v1/country': {
    status: 200,
    body: {
      countries: [
        {
          _id: 'c-ca',
          name: 'Canada',
          code: 'CA',
          currency: 'CAD',
          states: [
            { _id: 's-qc', name: 'Quebec' },
            { _id: 's-on', name: 'Ontario' },
          ],
        },
        {
          _id: 'c-us',
          name: 'United States',
          code: 'US',
          currency: 'USD',
          states: [
            { _id: 's-ny', name: 'New York' },
            { _id: 's-vt', name: 'Vermont' },
          ],
        },
      ],
    },
  },
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register business' }));

/** Opens an MUI select by its label and returns the texts of its options. */
function openSelect(label: RegExp): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}
function choose(label: RegExp, option: string) {
  openSelect(label);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Fills every field: Chez Ada at 1 Main St, Montreal, Canada, with the type, phone, province and postal code given. */
function fillForm(v: { businessType: string; phone: string; province: string; postalCode: string }) {
  type(/^Business name/, 'Chez Ada');
  choose(/^Business type/, v.businessType);
  type(/^Phone number/, v.phone);
  type(/^Street address/, '1 Main St');
  type(/^City/, 'Montreal');
  choose(/^Country/, 'Canada');
  choose(/^State \/ Province/, v.province);
  type(/^Zip \/ Postal code/, v.postalCode);
}

// jsdom cannot follow window.location.assign('/') after a successful registration.
ignoreNavigationAndRipples();

async function renderForm() {
  const view = renderScreen(<BusinessRegisterForm />);
  // The selects wait, disabled, until their lists arrive.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Country/ })).not.toHaveAttribute('aria-disabled', 'true'),
  );
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Business type/ })).not.toHaveAttribute('aria-disabled', 'true'),
  );
  return view;
}

describe('BusinessRegisterForm', () => {
  test('a 65-character name and a bad phone show translated errors and call nothing', async () => {
    const fetchMock = mockFetch(catalogue);
    await renderForm();
    type(/^Business name/, 'x'.repeat(65));
    type(/^Phone number/, '123');
    submit();

    expect(await screen.findByText('Use at most 64 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Business name/)).toHaveAttribute('aria-invalid', 'true');
    // Inputs are kept.
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('x'.repeat(65));
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.some((u) => u.includes('business/register'))).toBe(false);
  });

  test('the states offered follow the country, and changing the country clears the state', async () => {
    mockFetch(catalogue);
    await renderForm();
    expect(screen.getByRole('combobox', { name: /^State \/ Province/ })).toHaveAttribute('aria-disabled', 'true');

    choose(/^Country/, 'Canada');
    expect(openSelect(/^State \/ Province/)).toEqual(['Quebec', 'Ontario']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Quebec' }));
    expect(screen.getByRole('combobox', { name: /^State \/ Province/ })).toHaveTextContent('Quebec');

    choose(/^Country/, 'United States');
    expect(screen.getByRole('combobox', { name: /^State \/ Province/ })).not.toHaveTextContent('Quebec');
    expect(openSelect(/^State \/ Province/)).toEqual(['New York', 'Vermont']);
  });

  test('the phone shows grouped and is sent as its last ten digits', async () => {
    const fetchMock = mockFetch({
      ...catalogue,
      'POST /api/v1/business/register': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'address.street': ['Street not found.'] } },
      },
    });
    await renderForm();
    fillForm({ businessType: 'Café', phone: '+1 514 555 0199', province: 'Quebec', postalCode: 'H2X 1Y4' });
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+1 (514) 555-0199');
    submit();

    // The server's dotted field name lands on the nested field.
    expect(await screen.findByText('Street not found.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/v1/business/register')).toMatchObject({
      name: 'Chez Ada',
      type: 'bt-cafe',
      phone_number: '5145550199',
      address: {
        street: '1 Main St',
        city: 'Montreal',
        country: 'c-ca',
        state_province: 's-qc',
        zip_postal_code: 'H2X 1Y4',
      },
    });
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('1 Main St');
  });

  test('a postal code not of the chosen country shows the translated rule on the field and sends nothing', async () => {
    const fetchMock = mockFetch(catalogue);
    await renderForm();
    fillForm({ businessType: 'Café', phone: '5145550199', province: 'Quebec', postalCode: '12345' });
    submit();
    const zip = screen.getByLabelText(/^Zip \/ Postal code/);
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription('Enter a Canadian postal code like A1A 1A1.');
    expect(zip).toHaveValue('12345');
    // The same code is a ZIP in the United States.
    choose(/^Country/, 'United States');
    choose(/^State \/ Province/, 'Vermont');
    type(zip, '12345-678');
    submit();
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription('Enter a ZIP code of 5 digits, or ZIP+4 like 12345-6789.'),
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('business/register'))).toBe(false);
  });

  test('a Canadian postal code typed without the space, in lower case, is sent as A1A 1A1', async () => {
    const fetchMock = mockFetch({
      ...catalogue,
      'POST /api/v1/business/register': { status: 409, body: { message: 'This account already has a business.' } },
    });
    await renderForm();
    fillForm({ businessType: 'Café', phone: '5145550199', province: 'Quebec', postalCode: 'h2x1y4' });
    submit();
    await screen.findByRole('alert');
    expect(sentBody(fetchMock, '/api/v1/business/register')).toMatchObject({ address: { zip_postal_code: 'H2X 1Y4' } });
  });

  test('a failure that is not about a field shows in an alert', async () => {
    mockFetch({
      ...catalogue,
      'POST /api/v1/business/register': { status: 409, body: { message: 'This account already has a business.' } },
    });
    await renderForm();
    fillForm({ businessType: 'Restaurant', phone: '5145550199', province: 'Ontario', postalCode: 'K1A 0A6' });
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('This account already has a business.');
    expect(screen.getByRole('button', { name: 'Register business' })).toBeEnabled();
  });
});
