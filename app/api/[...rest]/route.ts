import { apiNotFound } from '@/lib/bff/not-found';

export const dynamic = 'force-dynamic';

// Every method, so a wrong path never falls through to the HTML 404 page.
export {
  apiNotFound as GET,
  apiNotFound as HEAD,
  apiNotFound as POST,
  apiNotFound as PUT,
  apiNotFound as PATCH,
  apiNotFound as DELETE,
  apiNotFound as OPTIONS,
};
