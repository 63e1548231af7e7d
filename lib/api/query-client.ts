import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export type Notify = (message: string, variant: 'success' | 'error') => void;

declare module '@tanstack/react-query' {
  interface Register {
    // `silent`: no notice at all. `inlineErrors`: the form shows failures that are not about a
    // field in an alert of its own, so those raise no second, identical notice.
    mutationMeta: { silent?: boolean; inlineErrors?: boolean };
    queryMeta: { silent?: boolean };
  }
}

function repeatsAFieldText(err: Error): boolean {
  return err instanceof ApiError && Object.values(err.fieldErrors).some((texts) => texts.includes(err.message));
}

function messageOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
    ? data.message
    : undefined;
}

/**
 * The one rule for a failed read: with nothing loaded yet, the screen shows the failure in place
 * of the data (ListError with a retry); with data already on screen, that data stays and the
 * query cache raises a notice. Never both. Works on a query's state and on useQuery's result.
 */
export function isFirstLoadFailure<Q extends { status: string; data: unknown }>(
  query: Q,
): query is Q & { status: 'error'; data: undefined; error: Error } {
  return query.status === 'error' && query.data === undefined;
}

/**
 * SPEC §8 in one place: a reply with a message becomes a success notice, a failure its error
 * notice (a read's only when stale data stays on screen: isFirstLoadFailure). A 401 says nothing
 * here: the session watcher sends the user to /login.
 */
export function createQueryClient(notify: Notify): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.silent || (err instanceof ApiError && err.endsSession) || isFirstLoadFailure(query.state))
          return;
        notify(err.message, 'error');
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (data, _v, _c, mutation) => {
        const message = messageOf(data);
        if (message && !mutation.meta?.silent) notify(message, 'success');
      },
      onError: (err, _v, _c, mutation) => {
        if (mutation.meta?.silent || (err instanceof ApiError && err.endsSession)) return;
        if (mutation.meta?.inlineErrors && !(err instanceof ApiError && err.isValidation)) return;
        // A form's field already says it when the message is only one field's text (a wrong code):
        // said once, on the field. A summary ("The given data was invalid.") still shows.
        if (mutation.meta?.inlineErrors && repeatsAFieldText(err)) return;
        notify(err.message, 'error');
      },
    }),
  });
}
