/** /dev/api's page: the OpenAPI document as plain HTML, grouped by tag, no script. */
import en from '@/messages/en.json';
import { renderApiDocs } from '@/lib/api-docs/render-html';
import { openApiDocument } from '@/lib/contract/openapi-document';

const html = renderApiDocs(openApiDocument(), en.apiDocs, 'en');
const page = new DOMParser().parseFromString(html, 'text/html');

test('shows each tag as a section with its operations, their access and folded details', () => {
  const taxes = page.getElementById('tag-Taxes')!;
  expect(taxes.querySelector('h2')!.textContent).toBe('Taxes');
  const post = page.getElementById('op-post_tax')!;
  expect(post.querySelector('h3')!.textContent).toBe('POST /tax · Create a tax');
  expect(post.textContent).toContain('Who may call: permission');
  expect(post.textContent).toContain('Flags: menu');
  const summaries = [...post.querySelectorAll('details > summary')].map((s) => s.textContent);
  expect(summaries).toEqual(['Parameters (2)', 'Request body', 'Responses']);
  expect(post.querySelector('a[href="#schema-taxRequest"]')).not.toBeNull();
  expect(page.getElementById('schema-taxRequest')!.textContent).toContain('"rate"');
});

test('links the JSON document and runs no script', () => {
  expect(page.querySelector('a[href="/api/v1/openapi.json"]')!.textContent).toBe('The OpenAPI 3.1 document (JSON)');
  expect(page.querySelectorAll('script')).toHaveLength(0);
  expect(html).not.toMatch(/\son\w+=/);
});
