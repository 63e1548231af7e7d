import { openApiDocument } from '../../lib/contract/openapi-document';
import { ApiRoutes } from '../api-routes';

/** The serialized document: built and stringified once per process (it only changes with the code). */
let documentText: string | undefined;

/** GET openapi.json: this API's contract as OpenAPI 3.1, public like the reference lists (issue 21 item 9). */
export const openApiRoutes = new ApiRoutes().handle('GET /openapi.json', (c) => {
  documentText ??= JSON.stringify(openApiDocument());
  return c.body(documentText, 200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=300',
  });
});
