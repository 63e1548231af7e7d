import type { z } from 'zod';
import type { RouteKey } from './routes';

/** A reply that is not JSON: its media type, and the JSON schema of each event for a stream. */
export interface MediaReply {
  readonly media: 'text/csv' | 'application/pdf' | 'image/*' | 'text/event-stream';
  readonly description: string;
  /** For an event stream: what each event's `data` holds. */
  readonly event?: z.ZodType;
}

/** A multipart form with one file field (POST /upload). */
export interface MultipartBody {
  readonly multipart: string;
}

/**
 * What the OpenAPI document says about one route beyond its row of the route table: the schemas
 * the handler reads (`readBody`, the query it parses) and the reply it answers with.
 */
export interface OperationSchemas {
  readonly summary: string;
  /** An object schema: each property is a query parameter. */
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | MultipartBody;
  readonly reply: z.ZodType | MediaReply;
  /**
   * The statuses answered with `reply` when not 200 alone (201 for a creation, 202 while a payment
   * waits, 503 for a readiness probe that fails).
   */
  readonly statuses?: readonly (200 | 201 | 202 | 503)[];
}

/** An operation as a group file writes it; `tagged` adds the group's tag. */
export interface TaggedOperation extends OperationSchemas {
  readonly tag: string;
}

/**
 * The operations of one group, each with the group's tag. The keys must be rows of the route
 * table (a typo does not compile); lib/contract/openapi-operations.ts checks that every row has one.
 */
export function tagged<K extends RouteKey>(tag: string, ops: Record<K, OperationSchemas>): Record<K, TaggedOperation> {
  const out = {} as Record<K, TaggedOperation>;
  for (const key of Object.keys(ops) as K[]) out[key] = { ...ops[key], tag };
  return out;
}

export const created = [201] as const;

type Reply = OperationSchemas['reply'];
type Statuses = OperationSchemas['statuses'];
type Query = NonNullable<OperationSchemas['query']>;
type Body = NonNullable<OperationSchemas['body']>;

/*
 * The shapes the group files repeat, one line per route: what it does, what it reads, what it
 * answers, and `created` (or another list) when it does not answer 200 alone. A field is left out
 * rather than set to undefined, so an operation reads the same as the object it stands for.
 */
const withStatuses = (op: OperationSchemas, statuses: Statuses): OperationSchemas =>
  statuses ? { ...op, statuses } : op;

/** Reads nothing but its path (and the business and location every route may take). */
export const op = (summary: string, reply: Reply, statuses?: Statuses): OperationSchemas =>
  withStatuses({ summary, reply }, statuses);

/** Reads a JSON body (or a multipart form). */
export const withBody = (summary: string, body: Body, reply: Reply, statuses?: Statuses): OperationSchemas =>
  withStatuses({ summary, body, reply }, statuses);

/** Reads a query: filters, or the row id SPEC §7 passes there. */
export const withQuery = (summary: string, query: Query, reply: Reply): OperationSchemas => ({ summary, query, reply });

/** Reads a query and a body: a change of the row the query names, or an import into it. */
export const withQueryAndBody = (
  summary: string,
  query: Query,
  body: Body,
  reply: Reply,
  statuses?: Statuses,
): OperationSchemas => withStatuses({ summary, query, body, reply }, statuses);

export const csv = (description: string): MediaReply => ({ media: 'text/csv', description });
export const isMediaReply = (r: OperationSchemas['reply']): r is MediaReply => 'media' in r;
export const isMultipart = (b: NonNullable<OperationSchemas['body']>): b is MultipartBody => 'multipart' in b;
