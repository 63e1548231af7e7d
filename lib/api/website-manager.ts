import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GalleryAddRequest,
  MenuImageRequest,
  WebsiteFaqsRequest,
  WebsiteManagerReply,
  WebsitePopupRequest,
  WebsiteSaveRequest,
} from '@/lib/contract/website-manager';
import { useApiMutation, type MutationRequest } from './api-mutation';
import { apiQuery } from './api-query';
import type { SaveVariables } from './resource-calls';
import { schemasOf } from './schema-source';
import { postUpload } from './uploads';

// Reply schemas load with the first call that parses one (schema-source.ts).
const websiteSchemas = schemasOf(() => import('@/lib/contract/website-manager'));

/**
 * The business's website (SPEC §7 Website manager). GET and every write answer with the whole
 * website, which replaces the cached one: the five screens read the same query.
 */
export const websiteManagerKeys = {
  all: ['website-manager'] as const,
};

const BASE = 'website-manager';

export const websiteManagerQuery = () =>
  apiQuery(websiteManagerKeys.all, { path: BASE, schema: websiteSchemas('websiteManagerReply') });

interface WriteCallbacks {
  onSuccess?: (reply: WebsiteManagerReply) => void;
  onError?: (err: Error) => void;
  onSettled?: () => void;
}

/** A write whose reply (the whole website) replaces the cache before the caller's own onSuccess runs. */
function useWebsiteWrite<V>(call: (v: V) => MutationRequest, options: { inlineErrors?: boolean } = {}) {
  const qc = useQueryClient();
  const mutation = useApiMutation(call, websiteSchemas('websiteManagerReply'), options);
  return {
    ...mutation,
    mutate: (v: V, callbacks: WriteCallbacks = {}) =>
      mutation.mutate(v, {
        ...callbacks,
        onSuccess: (reply) => {
          qc.setQueryData<WebsiteManagerReply>(websiteManagerKeys.all, { website_manager: reply.website_manager });
          callbacks.onSuccess?.(reply);
        },
      }),
    /** The same as a promise, for a screen that sends several writes one after the other. */
    mutateAsync: async (v: V) => {
      const reply = await mutation.mutateAsync(v);
      qc.setQueryData<WebsiteManagerReply>(websiteManagerKeys.all, { website_manager: reply.website_manager });
      return reply;
    },
  };
}

/** POST website-manager/save: the groups sent (setup: colour, promotion URL, SEO; or the social links). */
export const useSaveWebsite = () =>
  useWebsiteWrite((body: WebsiteSaveRequest) => ({ path: `${BASE}/save`, method: 'POST', body }), {
    inlineErrors: true,
  });

/** Its failure shows beside the upload button (inlineErrors), like the upload's own. */
export const useAddGalleryImage = () =>
  useWebsiteWrite((body: GalleryAddRequest) => ({ path: `${BASE}/gallery`, method: 'POST', body }), {
    inlineErrors: true,
  });

/** The gallery's ids in their new order. */
export const useSortGallery = () =>
  useWebsiteWrite((ids: string[]) => ({ path: `${BASE}/gallery/sort`, method: 'POST', body: { gallery: ids } }));

/** SPEC §7 keeps the trailing slash: DELETE website-manager/gallery/?gallery_id=. */
export const useDeleteGalleryImage = () =>
  useWebsiteWrite((id: string) => ({
    path: `${BASE}/gallery/?gallery_id=${encodeURIComponent(id)}`,
    method: 'DELETE',
  }));

export const useAddMenuImage = () =>
  useWebsiteWrite((body: MenuImageRequest) => ({ path: `${BASE}/menu`, method: 'POST', body }), {
    inlineErrors: true,
  });

/** DELETE website-manager/menu/?gallery_id=&page=. */
export const useDeleteMenuImage = () =>
  useWebsiteWrite(({ id, page }: { id: string; page: number }) => ({
    path: `${BASE}/menu/?gallery_id=${encodeURIComponent(id)}&page=${page}`,
    method: 'DELETE',
  }));

/**
 * POST website-manager/faq: the whole list in order (add, edit, reorder and delete are all this
 * call). `inlineErrors` for the question dialog, whose fields take the failure.
 */
export const useSaveFaqs = (inlineErrors = false) =>
  useWebsiteWrite((body: WebsiteFaqsRequest) => ({ path: `${BASE}/faq`, method: 'POST', body }), { inlineErrors });

/** POST website-popup (new) or PUT website-popup?popup_id= (edit). */
export const useSavePopup = () =>
  useWebsiteWrite(
    ({ id, body }: SaveVariables<WebsitePopupRequest>) => ({
      path: id ? `${BASE}/website-popup?popup_id=${encodeURIComponent(id)}` : `${BASE}/website-popup`,
      method: id ? 'PUT' : 'POST',
      body,
    }),
    { inlineErrors: true },
  );

/** DELETE website-manager/website-popup/?popup_id=. */
export const useDeletePopup = () =>
  useWebsiteWrite((id: string) => ({
    path: `${BASE}/website-popup/?popup_id=${encodeURIComponent(id)}`,
    method: 'DELETE',
  }));

/**
 * POST upload?purpose=website: the server checks the website image rule (type, size, dimensions)
 * as the file arrives. Its failure shows where the file was chosen, not as a notice too.
 */
export function useUploadWebsiteImage() {
  return useMutation({ mutationFn: (file: File) => postUpload(file, 'website'), meta: { inlineErrors: true } });
}
