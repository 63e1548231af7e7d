import { z } from 'zod';
import { apiErrorBody } from './errors';
import { routeList, type RouteEntry } from './routes';
import { operations } from './openapi-operations';
import { schemaNames } from './openapi-schema-names';
import { isMediaReply, isMultipart, type MediaReply, type TaggedOperation } from './openapi-types';

type Json = Record<string, unknown>;
/** The parts of an OpenAPI 3.1 document this API's uses; every schema is JSON Schema 2020-12. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Json>>;
  components: {
    schemas: Record<string, Json>;
    parameters: Record<string, Json>;
    responses: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

const SCHEMAS = '#/components/schemas/';
const ref = (id: string) => ({ $ref: `${SCHEMAS}${id}` });

/** `/tax/:id` → `/tax/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** get_tax_by_id; the trailing-slash spellings SPEC §7 keeps get their own id. */
function operationId(r: RouteEntry): string {
  const parts = r.path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `by_${s.slice(1)}` : s.replace(/[^A-Za-z0-9]+/g, '_')));
  return [r.method.toLowerCase(), ...parts].join('_') + (r.path.length > 1 && r.path.endsWith('/') ? '_slash' : '');
}

/**
 * Request schemas (bodies, queries) are described as the client sends them (`io: 'input'`: before
 * coercions and transforms, defaults optional); replies as the server writes them. Both sets share
 * components/schemas, a name used on both sides getting an `Input` suffix on the request side.
 */
class SchemaSet {
  private readonly names = schemaNames();
  private readonly output = z.registry<{ id: string }>();
  private readonly input = z.registry<{ id: string }>();
  private readonly taken = new Set<string>();

  reply(schema: z.ZodType, fallback: string) {
    return ref(this.add(this.output, schema, fallback));
  }

  request(schema: z.ZodType, fallback: string) {
    return ref(this.add(this.input, schema, fallback));
  }

  private add(registry: z.core.$ZodRegistry<{ id: string }>, schema: z.ZodType, fallback: string): string {
    const known = registry.get(schema);
    if (known) return known.id;
    const base = this.names.get(schema) ?? fallback;
    // A name already given (on the other side, or to another schema): suffixed, never shared.
    const stem = registry === this.input && this.taken.has(base) ? `${base}Input` : base;
    let id = stem;
    for (let n = 2; this.taken.has(id); n++) id = `${stem}${n}`;
    this.taken.add(id);
    registry.add(schema, { id });
    return id;
  }

  /** Every schema added, converted once per side. */
  components(): Record<string, Json> {
    const uri = (id: string) => `${SCHEMAS}${id}`;
    const convert = (registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') =>
      z.toJSONSchema(registry, { io, uri, unrepresentable: 'any' }).schemas;
    const all = { ...convert(this.output, 'output'), ...convert(this.input, 'input') };
    const out: Record<string, Json> = {};
    for (const [id, schema] of Object.entries(all)) {
      // Each component is part of one document: no dialect or base URI of its own.
      const { $schema: _dialect, $id: _base, ...rest } = schema as Json;
      out[id] = rest;
    }
    return out;
  }
}

const ACCESS_TEXT: Record<RouteEntry['access'], string> = {
  public: 'Anyone, without a token.',
  'signed-in': 'Any signed-in user.',
  member: 'Any member of the business.',
  permission: 'A member holding one of the flags in x-permissions (the owner holds every flag).',
  owner: 'The business owner only.',
};

function accessText(r: RouteEntry): string {
  const lines = [ACCESS_TEXT[r.access]];
  if (r.location) lines.push('Works on one location: `?location=` when the caller may see it, else their default one.');
  if (r.feature) lines.push(`Needs the subscription feature \`${r.feature}\` (403 without it).`);
  if (r.devOnly) lines.push('Answered 404 unless the server runs with DEV_TOOLS=1.');
  if (r.stateChangingGet)
    lines.push("A GET that changes something: the BFF serves it only to the portal's own scripts.");
  return lines.join(' ');
}

const MEDIA_SCHEMA: Record<MediaReply['media'], Json> = {
  'text/csv': { type: 'string' },
  'application/pdf': { type: 'string', contentMediaType: 'application/pdf' },
  'image/*': { type: 'string', contentMediaType: 'image/*' },
  'text/event-stream': { type: 'string' },
};

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 503: 'Not ready' };

function queryParameters(component: Json | undefined, refTo: Json): Json[] {
  const properties = component?.properties as Record<string, Json> | undefined;
  // A query that is not a plain object (a union, say): one form-style parameter per property.
  if (!properties) return [{ name: 'query', in: 'query', style: 'form', explode: true, schema: refTo }];
  const required = new Set((component?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function errorResponses(r: RouteEntry, op: TaggedOperation): Record<string, Json> {
  const out: Record<string, Json> = {};
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  if (op.body) out['400'] = ref('BadRequest');
  if (r.access !== 'public') out['401'] = ref('Unauthorized');
  if (r.access === 'owner' || r.access === 'permission' || r.feature) out['403'] = ref('Forbidden');
  if (r.access !== 'public' || r.path.includes('/:') || r.devOnly || r.path.startsWith('/public/'))
    out['404'] = ref('NotFound');
  if (op.body || op.query) out['422'] = ref('Unprocessable');
  return out;
}

function build(): OpenApiDocument {
  const schemas = new SchemaSet();
  const fallback = (r: RouteEntry, role: string) => `${operationId(r)}_${role}`;
  const errorRef = schemas.reply(apiErrorBody, 'apiErrorBody');
  const queries: { r: RouteEntry; params: Json[]; id: string }[] = [];
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];

  for (const r of routeList) {
    const op = operations[r.key] as TaggedOperation | undefined;
    // Only while a row is newer than its operation (it does not compile): the document stays up,
    // and tests/api/openapi.test.ts names the route it lacks.
    if (!op) continue;
    if (!tags.includes(op.tag)) tags.push(op.tag);
    const parameters: Json[] = [];
    for (const [, name] of r.path.matchAll(/:(\w+)/g))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    if (r.access !== 'public') parameters.push({ $ref: '#/components/parameters/business' });
    if (r.location) parameters.push({ $ref: '#/components/parameters/location' });
    if (op.query) {
      const id = schemas.request(op.query, fallback(r, 'query')).$ref.slice(SCHEMAS.length);
      queries.push({ r, params: parameters, id });
    }

    const content = (media: Json) => ({ content: media });
    const success: Record<string, Json> = {};
    for (const status of op.statuses ?? [200]) {
      const reply = op.reply;
      success[String(status)] = {
        description: isMediaReply(reply) ? reply.description : STATUS_TEXT[status],
        ...content(
          isMediaReply(reply)
            ? {
                [reply.media]: {
                  schema: MEDIA_SCHEMA[reply.media],
                  ...(reply.event ? { 'x-event-schema': schemas.reply(reply.event, fallback(r, 'event')) } : {}),
                },
              }
            : { 'application/json': { schema: schemas.reply(reply, fallback(r, 'reply')) } },
        ),
      };
    }

    const operation: Json = {
      operationId: operationId(r),
      summary: op.summary,
      description: accessText(r),
      tags: [op.tag],
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      parameters,
      responses: { ...success, ...errorResponses(r, op) },
      'x-access': r.access,
      'x-permissions': r.permissions,
      'x-location': r.location,
      ...(r.feature ? { 'x-feature': r.feature } : {}),
      ...(r.devOnly ? { 'x-dev-only': true } : {}),
      ...(r.stateChangingGet ? { 'x-state-changing-get': true } : {}),
    };
    if (op.body) {
      operation.requestBody = isMultipart(op.body)
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { [op.body.multipart]: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  required: [op.body.multipart],
                },
              },
            },
          }
        : {
            required: true,
            content: { 'application/json': { schema: schemas.request(op.body, fallback(r, 'body')) } },
          };
    }
    const path = openApiPath(r.path);
    paths[path] = { ...paths[path], [r.method.toLowerCase()]: operation };
  }

  const components = schemas.components();
  // Query parameters are the properties of each query schema, known once the schemas are converted.
  for (const { params, id } of queries) params.push(...queryParameters(components[id], ref(id)));

  const errorReply = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant portal reference API',
      version: '1',
      description:
        "The /v1 API the portal's BFF calls, generated from the route table and the zod schemas of lib/contract. " +
        "Money is integer cents; failures answer `{ message, errors? }` in the caller's language (Accept-Language).",
    },
    servers: [{ url: '/v1', description: 'The reference API (`npm run api`, or in-process behind the BFF)' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      parameters: {
        business: {
          name: 'business',
          in: 'query',
          required: false,
          description:
            "The business the call acts on (the caller's first one when absent); 404 if the caller is not a member.",
          schema: { type: 'string' },
        },
        location: {
          name: 'location',
          in: 'query',
          required: false,
          description:
            "The location the call works on (the caller's default one when absent); 404 if the caller may not see it.",
          schema: { type: 'string' },
        },
      },
      responses: {
        BadRequest: errorReply('The body is not JSON (or not the form the route reads).'),
        Unauthorized: errorReply('No token, or a token that is no longer valid.'),
        Forbidden: errorReply('The caller lacks the role, the flag or the subscription feature.'),
        NotFound: errorReply('No such row, business or location for this caller (ids of others are never confirmed).'),
        Unprocessable: errorReply('Invalid fields: `errors` holds translated texts per field path.'),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The access_token of sign-in, sent as `Authorization: Bearer …`. The portal's BFF keeps it in its " +
            'sealed session cookie and adds the header; browsers never see it.',
        },
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document, built on first use: converting every schema takes a moment, and nothing in it changes while the process runs. */
export function openApiDocument(): OpenApiDocument {
  cached ??= build();
  return cached;
}
