/**
 * A structural check of an OpenAPI 3.1 document (no validator package): the fields the spec
 * requires, every $ref resolving inside the document, every operation answering something, path
 * templates matching their path parameters. Returns the problems found, empty when none.
 */
type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value a local JSON pointer (`#/components/schemas/x`) names, undefined when it names nothing. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let cur: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(cur) && !Array.isArray(cur)) return undefined;
    cur = (cur as Json)[key];
    if (cur === undefined) return undefined;
  }
  return cur;
}

/** `value` itself, or what its $ref points at. */
export const deref = (doc: unknown, value: unknown): unknown =>
  isObject(value) && typeof value.$ref === 'string' ? resolvePointer(doc, value.$ref) : value;

function* refsIn(value: unknown, at: string): Generator<{ ref: string; at: string }> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* refsIn(v, `${at}/${i}`);
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') yield { ref: v, at };
      else yield* refsIn(v, `${at}/${k}`);
    }
  }
}

export function openApiProblems(doc: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(doc)) return ['the document is not an object'];
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) problems.push('openapi is not 3.1.x');
  const info = doc.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string')
    problems.push('info needs a title and a version');
  if (!isObject(doc.paths)) return [...problems, 'paths is missing'];

  for (const { ref, at } of refsIn(doc, '#')) {
    if (resolvePointer(doc, ref) === undefined) problems.push(`${at}: $ref ${ref} resolves to nothing`);
  }

  const schemes =
    isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const tags = new Set(Array.isArray(doc.tags) ? doc.tags.map((t) => (isObject(t) ? t.name : undefined)) : []);
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) {
        problems.push(`${where}: not an HTTP method`);
        continue;
      }
      if (!isObject(op)) {
        problems.push(`${where}: not an operation`);
        continue;
      }
      const responses = op.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0) problems.push(`${where}: no responses`);
      else
        for (const [status, response] of Object.entries(responses)) {
          const r = deref(doc, response);
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: response key ${status}`);
          if (!isObject(r) || typeof r.description !== 'string') problems.push(`${where} ${status}: no description`);
        }
      if (typeof op.operationId === 'string') {
        if (operationIds.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} used twice`);
        operationIds.add(op.operationId);
      }
      const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(doc, p));
      for (const p of params) {
        if (!isObject(p) || typeof p.name !== 'string' || !['query', 'header', 'path', 'cookie'].includes(String(p.in)))
          problems.push(`${where}: a parameter needs a name and a location`);
        else if (p.in === 'path' && p.required !== true)
          problems.push(`${where}: path parameter ${p.name} not required`);
        else if (!('schema' in p) && !('content' in p)) problems.push(`${where}: parameter ${p.name} has no schema`);
      }
      const inPath = params
        .filter((p) => isObject(p) && p.in === 'path')
        .map((p) => (p as Json).name)
        .sort();
      if (JSON.stringify(inPath) !== JSON.stringify(templated)) problems.push(`${where}: path parameters do not match`);
      for (const req of Array.isArray(op.security) ? op.security : []) {
        for (const name of isObject(req) ? Object.keys(req) : []) {
          if (!(name in schemes)) problems.push(`${where}: unknown security scheme ${name}`);
        }
      }
      for (const tag of Array.isArray(op.tags) ? op.tags : []) {
        if (!tags.has(tag)) problems.push(`${where}: tag ${String(tag)} not declared`);
      }
    }
  }
  return problems;
}
