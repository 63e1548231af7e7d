import type { MutationRequest } from './api-mutation';

/** What a form that both creates and edits sends: without an id it creates. */
export interface SaveVariables<B> {
  id?: string;
  body: B;
}

/** SPEC §7's create (POST `path`) and update (PUT `path/id`) as one call, for a form that does both. */
export const saveCall =
  <B>(path: string) =>
  ({ id, body }: SaveVariables<B>): MutationRequest => ({
    path: id ? `${path}/${id}` : path,
    method: id ? 'PUT' : 'POST',
    body,
  });

export const deleteCall =
  (path: string) =>
  (id: string): MutationRequest => ({ path: `${path}/${id}`, method: 'DELETE' });

/** SPEC §7 writes some clone paths with a trailing slash (combo, item) and some without: each stays as written. */
export const cloneCall =
  (path: string, suffix: 'clone' | 'clone/') =>
  (id: string): MutationRequest => ({ path: `${path}/${id}/${suffix}`, method: 'POST', body: {} });
