import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LocationManager } from '@/components/locations/LocationManager';
import type { Location } from '@/lib/contract';
import { type } from '../support/actions';
import { mockFetch, renderScreen } from '../support/render';

/** The JSON body of the n-th POST made through the mock. */
const posted = (fn: jest.Mock, n: number): unknown => {
  const init = fn.mock.calls.filter(([, i]) => (i as RequestInit | undefined)?.method === 'POST')[
    n
  ]?.[1] as RequestInit;
  return init && JSON.parse(String(init.body));
};

jest.setTimeout(30_000);

const first: Location = {
  _id: 'l1',
  name: 'Vieux-Montréal',
  is_primary: true,
  address: {
    street: '1 Rue Saint-Paul',
    city: 'Montréal',
    state_province: 'qc',
    state_province_details: { _id: 'qc', name: 'Quebec', code: 'QC' },
    zip_postal_code: 'H2Y 1Z8',
    country: 'ca',
    country_details: { _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD' },
    geo_location: null,
  },
  contact: { phone_number: '5145550100' },
  timezone: 'America/Toronto',
  catering: { status: false },
};
const countries = {
  countries: [
    { _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD', states: [{ _id: 'qc', name: 'Quebec', code: 'QC' }] },
  ],
};
const base = {
  'GET /api/v1/manage-location': { status: 200, body: { locations: [first], multi_location_url: '/locations/demo' } },
  'GET /api/v1/country': { status: 200, body: countries },
};

describe('LocationManager', () => {
  test('lists the locations with the primary one marked and links the public page', async () => {
    mockFetch(base);
    renderScreen(<LocationManager />);
    expect(await screen.findByText('Vieux-Montréal')).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the locations page' })).toHaveAttribute('href', '/locations/demo');
  });

  test('a new location copies from the first one by default; the server field error lands on its field', async () => {
    let reply = {
      status: 422,
      body: { message: 'Check the fields.', errors: { 'address.zip_postal_code': ['Enter a valid postal code.'] } },
    };
    const fetchMock = mockFetch({
      ...base,
      'POST /api/v1/manage-location': () => reply,
    });
    renderScreen(<LocationManager />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a location' }));
    const drawer = await screen.findByRole('dialog', { name: 'New location' });
    type(within(drawer).getByLabelText(/^Location name/), 'Plateau');
    type(within(drawer).getByLabelText(/^Street address/), '4000 Rue Saint-Denis');
    type(within(drawer).getByLabelText(/^City/), 'Montréal');
    type(within(drawer).getByLabelText(/^Postal or ZIP code/), '00000');
    type(within(drawer).getByLabelText(/^Phone number/), '5145550111');
    // The selects (country, province, time zone) are MUI selects: pick by keyboard-free clicks.
    for (const [label, option] of [
      [/^Country/, 'Canada'],
      [/^Province or state/, 'Quebec'],
    ] as const) {
      // The country list loads with the drawer: its selects wait for it.
      await waitFor(() =>
        expect(within(drawer).getByRole('combobox', { name: label })).not.toHaveAttribute('aria-disabled'),
      );
      fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    }
    const zone = within(drawer).getByRole('combobox', { name: /^Time zone/ });
    type(zone, 'Toronto');
    fireEvent.click(await screen.findByRole('option', { name: 'America/Toronto' }));
    expect(within(drawer).getByRole('checkbox', { name: 'Menu' })).toBeChecked();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a valid postal code.')).toBeInTheDocument();
    expect(posted(fetchMock, 0)).toMatchObject({
      name: 'Plateau',
      copy_from: 'l1',
      copy: ['hours', 'settings', 'taxes', 'menu'],
      timezone: 'America/Toronto',
    });

    reply = {
      status: 201,
      body: { location: { ...first, _id: 'l2', name: 'Plateau', is_primary: false }, message: 'Location added.' },
    } as never;
    type(within(drawer).getByLabelText(/^Postal or ZIP code/), 'H2J 2K9');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Menu' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(fetchMock, 1)).toBeDefined());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New location' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(posted(fetchMock, 1)).toMatchObject({ copy: ['hours', 'settings', 'taxes'] });
  });
});
