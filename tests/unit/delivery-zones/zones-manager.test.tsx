import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZoneMapProps } from '@/components/delivery-zones/ZoneMap';
import { DeliveryZonesManager } from '@/components/delivery-zones/DeliveryZonesManager';
import type { DeliveryZone, LocationZonesReply } from '@/lib/contract/delivery-zones';
import { mockFetch, renderScreen } from '../support/render';
import { location, userReply } from '../support/shell-fixtures';

/**
 * The map stands in as two buttons that feed the drawing state machine what a press-drag-release
 * and a handle drag would (the real map is leaflet: the e2e spec draws with the mouse).
 */
jest.mock('@/components/delivery-zones/ZoneMap', () => ({
  __esModule: true,
  default: (p: ZoneMapProps) => (
    <div data-testid="fake-map">
      <button
        onClick={() => {
          p.onDraw({ type: 'press', at: [-73.56, 45.5] });
          p.onDraw({ type: 'release', size: 2400 });
        }}
      >
        drag out
      </button>
      <button
        onClick={() =>
          [
            [0, 0],
            [0.01, 0.01],
            [0.01, 0],
            [0, 0.01],
          ].forEach((at) => p.onDraw({ type: 'click', at: at as [number, number] }))
        }
      >
        trace a bow tie
      </button>
      <button onClick={() => p.onEdit({ kind: 'circle', centre: [-73.56, 45.5], radius: 5000 })}>resize</button>
      <span>{p.zones.map((z) => z.name).join(',')}</span>
    </div>
  ),
}));

jest.setTimeout(30_000);

/** The call made with `method` (the zone writes share one path and differ by method and query). */
const callOf = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === method) as
    [string, RequestInit] | undefined;
const bodyOf = (fetchMock: jest.Mock, method: string) => {
  const body = callOf(fetchMock, method)?.[1].body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
};

const ZONES = '/api/v1/location/delivery-zone';
const pinned = {
  ...location('l1', 'Downtown', true),
  address: {
    ...location('l1', 'x').address,
    geo_location: { type: 'Point' as const, coordinates: [-73.56, 45.5] as [number, number] },
    country_details: { _id: 'CA', name: 'Canada', code: 'CA', currency: 'CAD' },
  },
};

const zone = (over: Partial<DeliveryZone> = {}): DeliveryZone => ({
  _id: 'z1',
  name: 'Plateau',
  map_shape: 'circle',
  radius: 3000,
  locations: { type: 'Point', coordinates: [-73.58, 45.52] },
  address: '',
  delivery_minimum_amount: 2000,
  delivery_rate: 499,
  allow_free_delivery: true,
  free_delivery_order_value: 6000,
  taxes: [],
  is_custom_date: false,
  from_date: null,
  to_date: null,
  colour: '#1e88e5',
  ...over,
});
const reply = (delivery: DeliveryZone[], catering: DeliveryZone[] = [], status = true): LocationZonesReply => ({
  location: { _id: 'l1', delivery: { delivery_zones: delivery }, catering: { status, delivery_zones: catering } },
});
const routes = (zones: LocationZonesReply, user = userReply({ locations: [pinned] })) => ({
  'GET /api/v1/user': { status: 200, body: user },
  [`GET ${ZONES}`]: { status: 200, body: zones },
  'GET /api/v1/tax': { status: 200, body: { taxes: [{ _id: 't1', name: 'GST', rate: 5, is_default: false }] } },
});

describe('DeliveryZonesManager', () => {
  test('lists each zone with its fee, minimum and free-delivery threshold in dollars', async () => {
    mockFetch(
      routes(
        reply([
          zone(),
          zone({
            _id: 'z2',
            name: 'Verdun',
            allow_free_delivery: false,
            free_delivery_order_value: null,
            is_custom_date: true,
            from_date: '2026-12-01',
            to_date: '2026-12-31',
          }),
        ]),
      ),
    );
    renderScreen(<DeliveryZonesManager kind="delivery" tileUrl="" slots={{}} />);
    const rows = await screen.findAllByTestId('zone-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Fee CA$4.99 · minimum CA$20.00');
    expect(rows[0]).toHaveTextContent('Free delivery from CA$60.00');
    expect(rows[1]).toHaveTextContent('No free delivery');
    expect(rows[1]).toHaveTextContent('From Dec 1, 2026 to Dec 31, 2026');
    expect(await screen.findByTestId('fake-map')).toHaveTextContent('Plateau,Verdun');
  });

  test('without a pin the editor asks for it, with a link to the store profile', async () => {
    mockFetch(routes(reply([]), userReply({ locations: [location('l1', 'Downtown', true)] })));
    renderScreen(<DeliveryZonesManager kind="delivery" tileUrl="" slots={{}} />);
    expect(await screen.findByRole('link', { name: "Set the store's position" })).toHaveAttribute(
      'href',
      '/setup/store?tab=store',
    );
    expect(screen.queryByTestId('fake-map')).toBeNull();
  });

  test('catering zones while catering is off: says so, with a link to the catering settings', async () => {
    mockFetch(routes(reply([zone()], [], false)));
    renderScreen(<DeliveryZonesManager kind="catering" tileUrl="" slots={{}} />);
    expect(await screen.findByRole('link', { name: /Turn catering on/ })).toHaveAttribute('href', '/settings/catering');
  });

  test('a drawn circle opens the form; a refused fee stays with its error; the saved zone is POSTed in cents with the radius drawn', async () => {
    const fetchMock = mockFetch({
      ...routes(reply([])),
      [`POST ${ZONES}`]: (body) => ({
        status: 200,
        body: reply([zone({ ...(body as object), _id: 'z9' } as Partial<DeliveryZone>)]),
      }),
    });
    renderScreen(<DeliveryZonesManager kind="delivery" tileUrl="" slots={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Circle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'drag out' }));
    const drawer = await screen.findByRole('dialog', { name: 'New zone' });
    fireEvent.change(within(drawer).getByLabelText(/Zone name/), { target: { value: 'Wide' } });
    fireEvent.change(within(drawer).getByLabelText(/Delivery fee/), { target: { value: '1000' } });
    fireEvent.change(within(drawer).getByLabelText(/Minimum order/), { target: { value: '25' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/at most 3 digits/)).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/Delivery fee/)).toHaveValue('1000');
    fireEvent.change(within(drawer).getByLabelText(/Delivery fee/), { target: { value: '3,50' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST')).toBeDefined());
    expect(bodyOf(fetchMock, 'POST')).toMatchObject({
      name: 'Wide',
      map_shape: 'circle',
      radius: 2400,
      locations: { type: 'Point', coordinates: [-73.56, 45.5] },
      delivery_rate: 350,
      delivery_minimum_amount: 2500,
      allow_free_delivery: false,
      free_delivery_order_value: null,
    });
    expect(await screen.findByTestId('zone-row')).toHaveTextContent('Wide');
  });

  test('a shape moved with the handles is saved with PUT ?delivery_id= and the zone’s terms kept', async () => {
    const fetchMock = mockFetch({
      ...routes(reply([zone()])),
      [`PUT ${ZONES}`]: { status: 200, body: reply([zone({ radius: 5000 })]) },
    });
    renderScreen(<DeliveryZonesManager kind="delivery" tileUrl="" slots={{}} />);
    fireEvent.click(within(await screen.findByTestId('zone-row')).getByText('Plateau'));
    fireEvent.click(await screen.findByRole('button', { name: 'resize' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save shape' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit “Plateau”' });
    expect(within(drawer).getByLabelText(/Delivery fee/)).toHaveValue('4.99');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT')).toBeDefined());
    expect(callOf(fetchMock, 'PUT')![0]).toContain('delivery_id=z1');
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({
      radius: 5000,
      delivery_rate: 499,
      free_delivery_order_value: 6000,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save shape' })).toBeNull());
  });

  test('catering zones: only the catering list shows, and a new one is POSTed to location/catering-delivery-zone', async () => {
    const CATERING = '/api/v1/location/catering-delivery-zone';
    const fetchMock = mockFetch({
      ...routes(reply([zone()], [zone({ _id: 'c1', name: 'Office parks' })])),
      [`POST ${CATERING}`]: {
        status: 200,
        body: reply(
          [zone()],
          [zone({ _id: 'c1', name: 'Office parks' }), zone({ _id: 'c2', name: 'Square one', map_shape: 'square' })],
        ),
      },
    });
    renderScreen(<DeliveryZonesManager kind="catering" tileUrl="" slots={{}} />);
    const rows = await screen.findAllByTestId('zone-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Office parks')]);
    fireEvent.click(screen.getByRole('button', { name: 'Square' }));
    fireEvent.click(await screen.findByRole('button', { name: 'drag out' }));
    const drawer = await screen.findByRole('dialog', { name: 'New zone' });
    fireEvent.change(within(drawer).getByLabelText(/Zone name/), { target: { value: 'Square one' } });
    fireEvent.change(within(drawer).getByLabelText(/Delivery fee/), { target: { value: '10' } });
    fireEvent.change(within(drawer).getByLabelText(/Minimum order/), { target: { value: '200' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST')).toBeDefined());
    expect(callOf(fetchMock, 'POST')![0]).toContain(CATERING);
    const body = bodyOf(fetchMock, 'POST');
    // A square is its closed ring of 4 corners with radius 0 (SPEC §4).
    expect(body).toMatchObject({ map_shape: 'square', radius: 0, delivery_rate: 1000, delivery_minimum_amount: 20000 });
    expect(body.locations.coordinates[0]).toHaveLength(5);
    expect(await screen.findAllByTestId('zone-row')).toHaveLength(2);
  });

  test('an outline that crosses itself is refused at Finish, before the form, and a corner can be undone', async () => {
    mockFetch(routes(reply([])));
    renderScreen(<DeliveryZonesManager kind="delivery" tileUrl="" slots={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Custom' }));
    fireEvent.click(await screen.findByRole('button', { name: 'trace a bow tie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/crosses itself/);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo last point' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('dialog', { name: 'New zone' })).toBeInTheDocument();
  });

  test('delete asks first, then sends DELETE ?delivery_id=', async () => {
    const fetchMock = mockFetch({ ...routes(reply([zone()])), [`DELETE ${ZONES}`]: { status: 200, body: reply([]) } });
    renderScreen(<DeliveryZonesManager kind="delivery" tileUrl="" slots={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Plateau' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Plateau”?' });
    expect(callOf(fetchMock, 'DELETE')).toBeUndefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('zone-row')).toBeNull());
    expect(callOf(fetchMock, 'DELETE')![0]).toContain('delivery_id=z1');
  });
});
