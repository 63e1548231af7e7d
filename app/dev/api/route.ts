import { getLocale, getTranslations } from 'next-intl/server';
import { renderApiDocs, type ApiDocsLabels } from '@/lib/api-docs/render-html';
import { openApiDocument } from '@/lib/contract/openapi-document';

export const dynamic = 'force-dynamic';

const LABELS = [
  'title',
  'intro',
  'documentLink',
  'access',
  'flags',
  'parameters',
  'required',
  'requestBody',
  'responses',
  'schemas',
] as const satisfies readonly (keyof ApiDocsLabels)[];

/**
 * /dev/api: the reference API's OpenAPI document as a plain page, in development only (a 404 in a
 * production build). Rendered here on the server: no script, so the pages' CSP holds as it is.
 */
export async function GET() {
  if (process.env.NODE_ENV === 'production') return new Response('Not found', { status: 404 });
  const t = await getTranslations('apiDocs');
  const labels = {} as ApiDocsLabels;
  for (const key of LABELS) labels[key] = t(key);
  return new Response(renderApiDocs(openApiDocument(), labels, await getLocale()), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
