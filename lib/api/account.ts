import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const accountSchemas = schemasOf(() => import('@/lib/contract/account'));

export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  gettingStarted: () => [...accountKeys.all, 'getting-started'] as const,
};

export const userQuery = () =>
  apiQuery(accountKeys.user(), { path: 'user', schema: accountSchemas('userReply') }, { staleTime: 60_000 });

export const gettingStartedQuery = () =>
  apiQuery(accountKeys.gettingStarted(), { path: 'getting-started', schema: accountSchemas('gettingStartedReply') });
