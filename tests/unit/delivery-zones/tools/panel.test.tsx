import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ZoneRowFigures } from '@/components/delivery-zones/tools/ZoneRowFigures';
import { ZoneToolsPanel } from '@/components/delivery-zones/tools/ZoneToolsPanel';
import { setToolState } from '@/components/delivery-zones/tools/tool-state';
import { location, userReply } from '../../support/shell-fixtures';
import { mockFetch, renderScreen, sentBody } from '../../support/render';
import { downtown, far, wide } from './fixtures';

jest.setTimeout(20_000);

const stats = {
  stats: [
    { zone_id: 'z-down', orders: 12, average_order: 3450, fees: 3000 },
    { zone_id: 'z-wide', orders: 0, average_order: 0, fees: 0 },
  ],
  points: [
    [-73.567, 45.502],
    [-73.55, 45.51],
  ],
};

function routes(extra = {}) {
  return {
    'GET /api/v1/user': {
      status: 200,
      body: userReply({ locations: [location('l1', 'Downtown', true), location('l2', 'Plateau')] }),
    },
    'GET /api/v1/location/delivery-zone/stats': { status: 200, body: stats },
    'GET /api/session/geocode': { status: 404, body: { message: 'There is nothing at this address.' } },
    ...extra,
  };
}

const testAt = async (lat: string, lng: string) => {
  const form = await screen.findByRole('form', { name: 'Coordinates to test' });
  fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: lat } });
  fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: lng } });
  fireEvent.click(within(form).getByRole('button', { name: 'Test' }));
};

beforeEach(() => setToolState('delivery', { test: null, picking: false, showOrders: false }));

describe('the address tester', () => {
  test('inside both zones: the smaller applies, with its fee and minimum, the other named', async () => {
    mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, downtown]} />);
    await testAt('45,5017', '-73,5673');
    const result = screen.getByTestId('zone-test-result');
    expect(await within(result).findByText('Downtown applies')).toBeInTheDocument();
    expect(within(result).getByText('Delivery fee: $2.50')).toBeInTheDocument();
    expect(within(result).getByText('Minimum order: $15.00')).toBeInTheDocument();
    expect(within(result).getByText('No free delivery')).toBeInTheDocument();
    expect(within(result).getByText(/Also inside Three km/)).toBeInTheDocument();
  });

  test('inside the wide zone only: its terms and free-delivery threshold', async () => {
    mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, downtown]} />);
    // About 2 km east of the store: in the 3 km circle, outside the 1 km square.
    await testAt('45.5017', '-73.5420');
    const result = screen.getByTestId('zone-test-result');
    expect(await within(result).findByText('Three km applies')).toBeInTheDocument();
    expect(within(result).getByText('Delivery fee: $5.00')).toBeInTheDocument();
    expect(within(result).getByText('Free delivery from $60.00')).toBeInTheDocument();
    expect(within(result).queryByText(/Also inside/)).not.toBeInTheDocument();
  });

  test('outside every zone says so; coordinates out of range are refused', async () => {
    mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, downtown]} />);
    await testAt('45.60', '-73.80');
    expect(
      await within(screen.getByTestId('zone-test-result')).findByText('Outside every zone: no delivery to this point.'),
    ).toBeInTheDocument();
    await testAt('95', '-73.80');
    expect(await screen.findByText(/^Enter a latitude between -90 and 90/)).toBeInTheDocument();
  });

  test('a dated zone applies only within its dates', async () => {
    mockFetch(routes());
    const past = { ...downtown, is_custom_date: true, from_date: '2020-01-01', to_date: '2020-01-31' };
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, past]} />);
    await testAt('45.5017', '-73.5673');
    expect(await within(screen.getByTestId('zone-test-result')).findByText('Three km applies')).toBeInTheDocument();
  });

  test('no address search without a geocoder; with one, a result becomes the tested point', async () => {
    mockFetch(
      routes({
        'GET /api/session/geocode': (_: unknown) => ({
          status: 200,
          body: { results: [{ label: '1 Rue Sainte-Catherine', lng: -73.5673, lat: 45.5017 }] },
        }),
      }),
    );
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, downtown]} />);
    const search = await screen.findByRole('search');
    fireEvent.change(within(search).getByLabelText('Search an address'), { target: { value: 'Sainte-Catherine' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: '1 Rue Sainte-Catherine' }));
    expect(await within(screen.getByTestId('zone-test-result')).findByText('Downtown applies')).toBeInTheDocument();
  });

  test('without a geocoder there is no search box', async () => {
    const fetchMock = mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide]} />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/session/geocode'))).toBe(true),
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('overlaps', () => {
  test('each overlapping pair is named with the zone that wins there', async () => {
    mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, downtown, far]} />);
    const list = await screen.findByRole('list', { name: 'Overlapping zones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Where Three km and Downtown overlap, Downtown applies.')).toBeInTheDocument();
  });

  test('no overlap: said plainly', async () => {
    mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide, far]} />);
    expect(await screen.findByText('No zones overlap.')).toBeInTheDocument();
  });
});

describe('past orders', () => {
  test('the count of dots, and each row’s orders, average and fees in dollars', async () => {
    mockFetch(routes());
    renderScreen(
      <>
        <ZoneToolsPanel kind="delivery" zones={[wide, downtown]} />
        <ZoneRowFigures kind="delivery" zones={[wide, downtown]} zone={downtown} />
        <ZoneRowFigures kind="delivery" zones={[wide, downtown]} zone={wide} />
      </>,
    );
    expect(await screen.findByText(/2 delivery orders in the last 90 days/)).toBeInTheDocument();
    const figures = await screen.findAllByTestId('zone-figures');
    expect(figures[0]).toHaveTextContent('12 orders in 90 days · average $34.50 · fees $30.00');
    expect(figures[1]).toHaveTextContent('No orders in 90 days');
  });
});

describe('import', () => {
  test('a refused file says nothing was imported and names each zone at fault', async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/v1/location/delivery-zone/import': {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { 'features.1.delivery_rate': ['The fee can have at most 3 digits in dollars (999.99 at most).'] },
          },
        },
      }),
    );
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide]} />);
    const file = new File([JSON.stringify({ type: 'FeatureCollection', features: [{}, {}] })], 'zones.geojson');
    fireEvent.change(await screen.findByTestId('zone-import-file'), { target: { files: [file] } });
    const alert = await screen.findByTestId('zone-import-errors');
    expect(alert).toHaveTextContent('Nothing was imported:');
    expect(alert).toHaveTextContent(
      'Zone 2 of the file: The fee can have at most 3 digits in dollars (999.99 at most).',
    );
    expect(sentBody(fetchMock, '/api/v1/location/delivery-zone/import')).toEqual({
      type: 'FeatureCollection',
      features: [{}, {}],
    });
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/import'));
    expect(String(call?.[0])).toContain('kind=delivery&mode=append');
  });

  test('a file that is not JSON is refused before anything is sent', async () => {
    const fetchMock = mockFetch(routes());
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide]} />);
    const file = new File(['not json'], 'zones.txt');
    fireEvent.change(await screen.findByTestId('zone-import-file'), { target: { files: [file] } });
    expect(await screen.findByTestId('zone-import-errors')).toHaveTextContent('zones.txt is not a GeoJSON file.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('copy', () => {
  test('copies this page’s zones to the chosen other location', async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/v1/location/delivery-zone/copy': {
          status: 200,
          body: {
            message: '1 zone copied.',
            copied: 1,
            location: { _id: 'l2', delivery: { delivery_zones: [] }, catering: { status: false, delivery_zones: [] } },
          },
        },
      }),
    );
    renderScreen(<ZoneToolsPanel kind="delivery" zones={[wide]} />);
    const open = await screen.findByRole('button', { name: 'Copy the zones to another location' });
    // Enabled once the account (the business's other locations) has loaded.
    await waitFor(() => expect(open).toBeEnabled());
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Choose a location.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Plateau' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/v1/location/delivery-zone/copy')).toEqual({
        to_location_id: 'l2',
        kind: 'delivery',
        mode: 'append',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
