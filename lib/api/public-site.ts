import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

const siteSchemas = schemasOf(() => import('@/lib/contract/public-site'));

export const publicSiteKeys = {
  all: ['public-site'] as const,
  site: (slug: string) => [...publicSiteKeys.all, slug] as const,
};

/** The business's public site (/s/{slug}), read on the server signed out (lib/bff/public-fetch.ts). */
export const publicSiteQuery = (slug: string) =>
  apiQuery(publicSiteKeys.site(slug), {
    path: 'public/site',
    query: { slug },
    schema: siteSchemas('publicSiteReply'),
  });
