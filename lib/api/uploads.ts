import { useMutation } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuSchemas = schemasOf(() => import('@/lib/contract/menu'));

/** POST upload (multipart): the image's URL for the item form's preview and `image` field. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall('upload', menuSchemas('uploadReply'), { method: 'POST', body: form });
    },
  });
}
