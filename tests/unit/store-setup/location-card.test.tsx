import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LocationCard } from '@/components/store-setup/profile/LocationCard';
import type { Location } from '@/lib/contract';
import { type } from '../support/actions';
import { mockFetch, renderScreen, sentBody } from '../support/render';

// Leaflet needs a real layout; the map's contract is its `onPlace` and `position`.
jest.mock('@/components/store-setup/profile/LocationMap', () => ({
  __esModule: true,
  default: function FakeMap({
    onPlace,
    position,
  }: {
    onPlace: (at: { lat: number; lng: number }) => void;
    position: unknown;
  }) {
    return (
      <button
        type="button"
        data-position={JSON.stringify(position)}
        onClick={() => onPlace({ lat: 45.50171234, lng: -433.5547 })}
      >
        fake map
      </button>
    );
  },
}));

jest.setTimeout(20_000);

const location: Location = {
  _id: 'l1',
  name: 'Old Port',
  is_primary: true,
  address: {
    street: '200 Rue Saint-Paul',
    city: 'Montréal',
    state_province: 'qc',
    state_province_details: { _id: 'qc', name: 'Quebec' },
    zip_postal_code: 'H2Y 1Z8',
    country: 'ca',
    country_details: { _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD' },
    geo_location: null,
  },
  contact: { phone_number: '5145550123' },
  timezone: 'America/Toronto',
};
const countries = {
  status: 200,
  body: {
    countries: [{ _id: 'ca', name: 'Canada', code: 'CA', currency: 'CAD', states: [{ _id: 'qc', name: 'Quebec' }] }],
  },
};

test('a click on the map fills latitude and longitude (wrapped into range); the position is sent as [lng, lat]', async () => {
  const fetchMock = mockFetch({
    'GET /api/v1/country': countries,
    'PUT /api/v1/location/l1': (body) => {
      const sent = body as { address: { geo_location: Location['address']['geo_location'] } };
      const saved = { ...location, address: { ...location.address, geo_location: sent.address.geo_location } };
      return { status: 200, body: { location: saved, message: 'Location saved.' } };
    },
  });
  renderScreen(<LocationCard location={location} tileUrl="" />);
  expect(screen.getByLabelText(/^Latitude/)).toHaveValue('');
  // The map comes when it nears the screen (at once here: jsdom has no IntersectionObserver).
  fireEvent.click(await screen.findByRole('button', { name: 'fake map' }));
  expect(screen.getByLabelText(/^Latitude/)).toHaveValue('45.501712');
  expect(screen.getByLabelText(/^Longitude/)).toHaveValue('-73.5547');
  // Typed coordinates move the pin the other way.
  type(screen.getByLabelText(/^Latitude/), '46,8');
  expect(JSON.parse(screen.getByRole('button', { name: 'fake map' }).dataset.position!)).toEqual({
    lat: 46.8,
    lng: -73.5547,
  });

  await waitFor(() => expect(screen.getByLabelText(/^Country/)).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
  await waitFor(() =>
    expect(sentBody(fetchMock, '/api/v1/location/l1')).toMatchObject({
      address: { geo_location: { type: 'Point', coordinates: [-73.5547, 46.8] } },
      timezone: 'America/Toronto',
    }),
  );
});

test("the server's field errors land on their fields and what was typed stays", async () => {
  mockFetch({
    'GET /api/v1/country': countries,
    'PUT /api/v1/location/l1': {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          timezone: ['Choose a time zone from the list.'],
          'address.geo_location.coordinates.1': ['Enter a latitude between -90 and 90.'],
        },
      },
    },
  });
  renderScreen(<LocationCard location={location} tileUrl="" />);
  await waitFor(() => expect(screen.getByLabelText(/^Country/)).toBeEnabled());
  type(screen.getByLabelText(/^Street address/), '1 Typed Street');
  type(screen.getByLabelText(/^Longitude/), '-73.5');
  type(screen.getByLabelText(/^Latitude/), '45.5');
  fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
  expect(await screen.findByText('Choose a time zone from the list.')).toBeInTheDocument();
  expect(screen.getByText('Enter a latitude between -90 and 90.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Latitude/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Street address/)).toHaveValue('1 Typed Street');
});

test('another country starts the province over (blank, and required on save); a searched time zone is sent', async () => {
  const fetchMock = mockFetch({
    'GET /api/v1/country': {
      status: 200,
      body: {
        countries: [
          ...countries.body.countries,
          { _id: 'us', name: 'United States', code: 'US', currency: 'USD', states: [{ _id: 'ny', name: 'New York' }] },
        ],
      },
    },
    'PUT /api/v1/location/l1': { status: 200, body: { location, message: 'Location saved.' } },
  });
  renderScreen(<LocationCard location={location} tileUrl="" />);
  await waitFor(() => expect(screen.getByLabelText(/^Country/)).toBeEnabled());
  fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'us' } });
  expect(screen.getByLabelText(/^Province or state/)).toHaveDisplayValue('');
  fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
  await waitFor(() => expect(screen.getByLabelText(/^Province or state/)).toHaveAttribute('aria-invalid', 'true'));
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

  fireEvent.change(screen.getByLabelText(/^Province or state/), { target: { value: 'ny' } });
  type(screen.getByLabelText(/^Postal or ZIP code/), '10001');
  const zone = screen.getByRole('combobox', { name: /^Time zone/ });
  fireEvent.change(zone, { target: { value: 'New York' } });
  fireEvent.click(screen.getByRole('option', { name: 'America/New York' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save location' }));
  await waitFor(() =>
    expect(sentBody(fetchMock, '/api/v1/location/l1')).toMatchObject({
      address: { country: 'us', state_province: 'ny', zip_postal_code: '10001' },
      timezone: 'America/New_York',
    }),
  );
});
