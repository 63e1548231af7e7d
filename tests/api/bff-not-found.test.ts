/** Unknown /api paths (app/api/[...rest]) answer a JSON 404, whoever asks and whatever the method. */
import { apiNotFound } from '@/lib/bff/not-found';
import { bffRequest } from './helpers/bff-request';

test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s /api/nope: JSON 404', async (method) => {
  const res = apiNotFound(bffRequest('/api/nope', { method }));
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ message: 'There is nothing at this address.' });
});

test('in the language of the NEXT_LOCALE cookie, or of the browser', async () => {
  const byCookie = apiNotFound(bffRequest('/api/nope', { cookies: ['NEXT_LOCALE=fr'] }));
  expect((await byCookie.json()).message).toBe('Il n’y a rien à cette adresse.');
  const byHeader = apiNotFound(bffRequest('/api/nope', { headers: { 'accept-language': 'fr-CA' } }));
  expect((await byHeader.json()).message).toBe('Il n’y a rien à cette adresse.');
});

test('the catch-all route answers every method with it', async () => {
  const route = await import('@/app/api/[...rest]/route');
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)
    expect(route[method]).toBe(apiNotFound);
});
