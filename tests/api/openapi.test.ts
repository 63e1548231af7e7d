/** GET /v1/openapi.json: the reference API's contract as OpenAPI 3.1, and it describes every route the API serves. */
import { openApiDocument, openApiPath, type OpenApiDocument } from '@/lib/contract/openapi-document';
import { createApp } from '@/server/app';
import type { Deps } from '@/server/types';
import { client, startTestApi } from './helpers/test-api';
import { deref, openApiProblems } from './helpers/openapi-shape';

type Json = Record<string, unknown>;
type App = ReturnType<typeof createApp>;

/** "METHOD /path" of every handler an app registers below /v1, in the document's path syntax. */
function servedOperations(app: App): string[] {
  const keys = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/v1/'))
    .map((r) => `${r.method} ${openApiPath(r.path.slice('/v1'.length))}`);
  return [...new Set(keys)].sort();
}

function documentedOperations(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** What one side has and the other lacks. */
function disagreement(app: App, doc: OpenApiDocument) {
  const served = servedOperations(app);
  const documented = documentedOperations(doc);
  return {
    undescribed: served.filter((k) => !documented.includes(k)),
    notServed: documented.filter((k) => !served.includes(k)),
  };
}

const doc = openApiDocument();
const op = (method: string, path: string) => doc.paths[path]?.[method] as Json;
const component = (value: unknown) => deref(doc, value) as Json;

describe('the document', () => {
  test('is OpenAPI 3.1 in shape: info, paths, responses on every operation, every $ref resolving', () => {
    expect(openApiProblems(doc)).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  test('the shape check catches a broken document', () => {
    const broken = structuredClone(doc) as unknown as Json & { paths: Record<string, Record<string, Json>> };
    broken.openapi = '3.0.3';
    broken.paths['/tax']!.get!.responses = {};
    broken.paths['/tax']!.post!.requestBody = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/nothing' } } },
    };
    broken.paths['/tax/{id}']!.put!.parameters = [];
    expect(openApiProblems(broken)).toEqual([
      'openapi is not 3.1.x',
      expect.stringContaining('$ref #/components/schemas/nothing resolves to nothing'),
      'GET /tax: no responses',
      'PUT /tax/{id}: path parameters do not match',
    ]);
  });

  test('describes every route the API serves, and no other', () => {
    // Routes are registered when the app is built; no request runs, so no dependency is needed.
    expect(disagreement(createApp({} as Deps), doc)).toEqual({ undescribed: [], notServed: [] });
  });

  test('a route served without a description is found', () => {
    const app = createApp({} as Deps);
    app.get('/v1/undescribed/:id', (c) => c.text('')).post('/v1/tax', (c) => c.text(''));
    expect(disagreement(app, doc)).toEqual({ undescribed: ['GET /undescribed/{id}'], notServed: [] });
  });
});

describe('what it says of routes', () => {
  test('POST /tax takes the tax body, name and rate required, and answers 201 with the tax or 422 with field errors', () => {
    const post = op('post', '/tax');
    const body = component(
      (post.requestBody as Json & { content: Record<string, Json> }).content['application/json']!.schema,
    );
    expect(body.required).toEqual(expect.arrayContaining(['name', 'rate']));
    expect(Object.keys(body.properties as Json)).toEqual(expect.arrayContaining(['name', 'rate', 'is_default']));
    const responses = post.responses as Record<string, Json>;
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '401', '403', '404', '422']);
    const created = component((responses['201']!.content as Record<string, Json>)['application/json']!.schema);
    expect(Object.keys(created.properties as Json)).toContain('tax');
    const unprocessable = component(responses['422']) as { content: Record<string, Json> };
    const errorBody = component(unprocessable.content['application/json']!.schema);
    expect(Object.keys(errorBody.properties as Json)).toEqual(['message', 'errors']);
    expect(post['x-permissions']).toEqual(['menu']);
    expect(post['x-location']).toBe(true);
  });

  test('GET /order/history lists its query parameters, the range required, paging optional', () => {
    const params = (op('get', '/order/history').parameters as Json[]).map((p) => component(p));
    const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.required]));
    expect(query).toEqual({
      business: false,
      location: false,
      from: true,
      to: true,
      page: false,
      per_page: false,
      sort: false,
      search: false,
      status: false,
    });
  });

  test('an owner-only route says so; a public one asks for no token', () => {
    const subscription = op('get', '/subscription');
    expect(subscription['x-access']).toBe('owner');
    expect(subscription.description).toBe('The business owner only.');
    expect(subscription.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(subscription.responses as Json)).toEqual(expect.arrayContaining(['401', '403']));

    const countries = op('get', '/country');
    expect(countries['x-access']).toBe('public');
    expect(countries.security).toEqual([]);
    expect(Object.keys(countries.responses as Json)).toEqual(['200']);
  });

  test('replies that are not JSON carry their media type', () => {
    const media = (method: string, path: string) =>
      Object.keys(((op(method, path).responses as Record<string, Json>)['200']!.content as Json) ?? {});
    expect(media('get', '/order/history/export')).toEqual(['text/csv']);
    expect(media('get', '/invoice/{id}/pdf')).toEqual(['application/pdf']);
    expect(media('get', '/uploads/{id}')).toEqual(['image/*']);
    expect(media('get', '/order/stream')).toEqual(['text/event-stream']);
    const upload = op('post', '/upload').requestBody as { content: Json };
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
  });
});

describe('GET /v1/openapi.json', () => {
  startTestApi();

  test('answers the document to anyone', async () => {
    const res = await client.call('GET', 'openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
