/** The address tester's search: asked of GEOCODER_URL by the portal's server, for signed-in sessions only. */
import { createGeocode } from '@/lib/bff/geocode';
import { sessionSetCookie, type SessionData } from '@/lib/bff/session';
import { bffRequest } from './helpers/bff-request';

const cookies = { secret: 'g'.repeat(40), secure: false };

/** The sealed session cookie as the browser sends it back. */
const sessionCookie = async (data: SessionData) => (await sessionSetCookie(data, cookies)).split(';')[0]!;

const nominatim = [
  { display_name: '1 Rue Sainte-Catherine O, Montréal', lon: '-73.5673', lat: '45.5017', place_id: 1 },
  { display_name: 'broken', lat: 'x' },
];

function geocoder(status = 200, body: unknown = nominatim) {
  return jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(body, { status }));
}

test('a signed-in member gets the places found, asked in their language', async () => {
  const fetchImpl = geocoder();
  const geocode = createGeocode({ cookies, geocoderUrl: 'https://geo.example.org', fetchImpl });
  const res = await geocode(
    bffRequest('/api/session/geocode?q=Sainte-Catherine', {
      cookies: [await sessionCookie({ token: 't' }), 'NEXT_LOCALE=fr'],
    }),
  );
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    results: [{ label: '1 Rue Sainte-Catherine O, Montréal', lng: -73.5673, lat: 45.5017 }],
  });
  const asked = new URL(String(fetchImpl.mock.calls[0]![0]));
  expect(asked.origin + asked.pathname).toBe('https://geo.example.org/search');
  expect(asked.searchParams.get('q')).toBe('Sainte-Catherine');
  expect(asked.searchParams.get('accept-language')).toBe('fr');
});

test('without a session: 401 and the geocoder is not asked', async () => {
  const fetchImpl = geocoder();
  const geocode = createGeocode({ cookies, geocoderUrl: 'https://geo.example.org', fetchImpl });
  const res = await geocode(bffRequest('/api/session/geocode?q=x'));
  expect(res.status).toBe(401);
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('a locked session: 423 with the lock code', async () => {
  const geocode = createGeocode({ cookies, geocoderUrl: 'https://geo.example.org', fetchImpl: geocoder() });
  const res = await geocode(
    bffRequest('/api/session/geocode?q=x', { cookies: [await sessionCookie({ token: 't', locked: true })] }),
  );
  expect(res.status).toBe(423);
  expect((await res.json()).code).toBe('locked');
});

test('no GEOCODER_URL: 404 (the page offers no search); with one, an empty search answers no results', async () => {
  const cookie = await sessionCookie({ token: 't' });
  const none = createGeocode({ cookies, geocoderUrl: undefined, fetchImpl: geocoder() });
  expect((await none(bffRequest('/api/session/geocode', { cookies: [cookie] }))).status).toBe(404);
  const fetchImpl = geocoder();
  const some = createGeocode({ cookies, geocoderUrl: 'https://geo.example.org', fetchImpl });
  const probe = await some(bffRequest('/api/session/geocode', { cookies: [cookie] }));
  expect(probe.status).toBe(200);
  expect(await probe.json()).toEqual({ results: [] });
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('a failing geocoder is a translated 502', async () => {
  const geocode = createGeocode({ cookies, geocoderUrl: 'https://geo.example.org', fetchImpl: geocoder(500, {}) });
  const res = await geocode(bffRequest('/api/session/geocode?q=x', { cookies: [await sessionCookie({ token: 't' })] }));
  expect(res.status).toBe(502);
  expect((await res.json()).message).toBe('The service is unreachable right now. Please try again in a moment.');
});
