import { useMutation } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuToolsSchemas = schemasOf(() => import('@/lib/contract/menu-tools'));

/** POST upload (multipart) of one file; `purpose` asks the server to check that image rule as it arrives. */
export function postUpload(file: File, purpose?: string) {
  const form = new FormData();
  form.append('file', file);
  return apiCall('upload', menuToolsSchemas('uploadReply'), {
    method: 'POST',
    body: form,
    query: purpose ? { purpose } : undefined,
  });
}

/** POST upload (multipart): the image's URL for the item form's preview and `image` field. */
export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => postUpload(file) });
}
