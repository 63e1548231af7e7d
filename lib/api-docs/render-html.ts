import type { OpenApiDocument } from '@/lib/contract/openapi-document';

/** The page's own words, in the reader's language (messages `apiDocs.*`). */
export interface ApiDocsLabels {
  title: string;
  intro: string;
  documentLink: string;
  access: string;
  flags: string;
  parameters: string;
  required: string;
  requestBody: string;
  responses: string;
  schemas: string;
}

type Json = Record<string, unknown>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const SCHEMA_REF = '#/components/schemas/';
const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** A schema: a link to its component when it is one, else its JSON. */
function schemaHtml(schema: unknown): string {
  const ref = (schema as Json | undefined)?.$ref;
  if (typeof ref === 'string' && ref.startsWith(SCHEMA_REF)) {
    const name = ref.slice(SCHEMA_REF.length);
    return `<a href="#${anchor('schema', name)}"><code>${escapeHtml(name)}</code></a>`;
  }
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function contentHtml(content: unknown): string {
  return Object.entries((content ?? {}) as Record<string, Json>)
    .map(([media, m]) => `<code>${escapeHtml(media)}</code> ${m.schema ? schemaHtml(m.schema) : ''}`)
    .join('<br>');
}

function deref(doc: OpenApiDocument, value: unknown): Json {
  const ref = (value as Json).$ref;
  if (typeof ref !== 'string') return value as Json;
  const [, , group, name] = ref.split('/');
  return (doc.components as unknown as Record<string, Record<string, Json>>)[group!]![name!]!;
}

function operationHtml(doc: OpenApiDocument, method: string, path: string, op: Json, l: ApiDocsLabels): string {
  const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => deref(doc, p));
  const flags = (op['x-permissions'] as string[] | undefined) ?? [];
  const body = (op.requestBody as Json | undefined)?.content;
  const responses = Object.entries(op.responses as Record<string, Json>).map(([status, r]) => {
    const response = deref(doc, r);
    return `<li><strong>${status}</strong> ${escapeHtml(String(response.description))} ${contentHtml(response.content)}</li>`;
  });
  return [
    `<article id="${anchor('op', String(op.operationId))}">`,
    `<h3><code>${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> · ${escapeHtml(String(op.summary))}</h3>`,
    `<p><strong>${escapeHtml(l.access)}</strong> <code>${escapeHtml(String(op['x-access']))}</code> · ${escapeHtml(String(op.description))}</p>`,
    flags.length
      ? `<p><strong>${escapeHtml(l.flags)}</strong> ${flags.map((f) => `<code>${escapeHtml(f)}</code>`).join(', ')}</p>`
      : '',
    params.length
      ? `<details><summary>${escapeHtml(l.parameters)} (${params.length})</summary><ul>${params
          .map(
            (p) =>
              `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}${p.required ? `, ${escapeHtml(l.required)}` : ''}) ${
                p.description ? escapeHtml(String(p.description)) : ''
              } ${schemaHtml(p.schema)}</li>`,
          )
          .join('')}</ul></details>`
      : '',
    body ? `<details><summary>${escapeHtml(l.requestBody)}</summary>${contentHtml(body)}</details>` : '',
    `<details><summary>${escapeHtml(l.responses)}</summary><ul>${responses.join('')}</ul></details>`,
    '</article>',
  ].join('');
}

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1a1a1a}' +
  'article{border-top:1px solid #ddd;padding:.5rem 0}h3{font-size:1rem;margin:.25rem 0}' +
  'pre{background:#f5f5f5;padding:.5rem;overflow:auto;max-height:30rem}summary{cursor:pointer}nav a{margin-right:1rem}';

/**
 * The document as one plain, server-rendered page: operations grouped by tag, their access,
 * parameters, bodies and replies folded in <details>, every schema once at the end. No script.
 */
export function renderApiDocs(doc: OpenApiDocument, l: ApiDocsLabels, lang: string): string {
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? [])[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, method, path, op, l)]);
    }
  }
  const sections = [...byTag].map(
    ([tag, ops]) => `<section id="${anchor('tag', tag)}"><h2>${escapeHtml(tag)}</h2>${ops.join('')}</section>`,
  );
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) =>
      `<details id="${anchor('schema', name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(
        JSON.stringify(schema, null, 2),
      )}</pre></details>`,
  );
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(l.title)}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<h1>${escapeHtml(l.title)}</h1><p>${escapeHtml(l.intro)} <a href="/api/v1/openapi.json">${escapeHtml(l.documentLink)}</a></p>`,
    `<nav>${[...byTag.keys()].map((tag) => `<a href="#${anchor('tag', tag)}">${escapeHtml(tag)}</a>`).join('')}</nav>`,
    ...sections,
    `<section id="schemas"><h2>${escapeHtml(l.schemas)}</h2>${schemas.join('')}</section>`,
    '</main></body></html>',
  ].join('');
}
