import { queryOptions } from '@tanstack/react-query';
import { gettingStartedReply, userReply } from '@/lib/contract';
import { apiCall } from './api-client';

export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  gettingStarted: () => [...accountKeys.all, 'getting-started'] as const,
};

export const userQuery = () =>
  queryOptions({ queryKey: accountKeys.user(), queryFn: ({ signal }) => apiCall('user', userReply, { signal }), staleTime: 60_000 });

export const gettingStartedQuery = () =>
  queryOptions({
    queryKey: accountKeys.gettingStarted(),
    queryFn: ({ signal }) => apiCall('getting-started', gettingStartedReply, { signal }),
  });
