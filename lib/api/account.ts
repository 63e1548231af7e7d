import { gettingStartedReply, userReply } from '@/lib/contract';
import { apiQuery } from './api-query';

export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  gettingStarted: () => [...accountKeys.all, 'getting-started'] as const,
};

export const userQuery = () => apiQuery(accountKeys.user(), { path: 'user', schema: userReply }, { staleTime: 60_000 });

export const gettingStartedQuery = () =>
  apiQuery(accountKeys.gettingStarted(), { path: 'getting-started', schema: gettingStartedReply });
